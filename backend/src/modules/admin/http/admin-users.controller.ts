import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ApiKeysetPage, setListHeaders } from '../../../paging/keyset-page';
import { listWindow } from '../../../paging/list-query.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { AdministerUsersUseCase } from '../application/administer-users.use-case';
import { AdminUserDto, ListedUserDto, PasswordResetLinkDto, UsersQueryDto } from './dto/admin-users.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('admin')
@Controller('admin/users')
@Roles('admin')
export class AdminUsersController {
  constructor(private readonly users: AdministerUsersUseCase) {}

  @Get()
  @ApiOperation({
    operationId: 'listUsers',
    summary: 'Accounts, searched, filtered and paged',
    description:
      'Admins only. Every account (deleted ones excepted): username, role, email address and whether it is ' +
      "verified, creation time, whether it is disabled, whether two-factor sign-in is on, and its partner profile's id and status (to revoke an approved " +
      'partner with `POST /api/admin/partners/{id}/revoke`). `q` matches part of the username, the email address or a wallet address in ' +
      "any letter case (`wallets` on each row: the linked wallets' addresses); `role` keeps one role, `status` active or disabled accounts and `twoFactor` those with " +
      'two-factor sign-in on or off (`twoFactorEnabled` on each row). Keyset-paged (`limit`, ' +
      '`cursor` from the `Link` header; total in `X-Total-Count`); `sort` newest (default) or oldest; `from`/`to` ' +
      '(YYYY-MM-DD, inclusive, UTC) on the creation day.',
  })
  @ApiKeysetPage(ListedUserDto)
  async list(
    @Query() query: UsersQueryDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ApiSuccess<ListedUserDto[]>> {
    const window = listWindow(query, 'newest', { role: query.role, state: query.status, twoFactor: query.twoFactor });
    const page = await this.users.list(window);
    setListHeaders(request, response, page, window.sort);
    return ok(page.items.map(ListedUserDto.fromListed));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'disableUser',
    summary: 'Disable an account',
    description:
      'Admins only. The account can no longer sign in (403 "This account is disabled" after a correct password) ' +
      'and every session it has ends at once, on every instance. An admin cannot disable their own account (409). ' +
      'Audited as `user.disable`.',
  })
  @ApiDataResponse(AdminUserDto)
  @ApiRefusals({ notFound: 'Unknown id', conflict: 'Your own account' })
  async disable(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<AdminUserDto>> {
    return ok(AdminUserDto.from(await this.users.setDisabled(id, true, admin)));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'enableUser',
    summary: 'Enable a disabled account',
    description: 'Admins only. The account can sign in again. Audited as `user.enable`.',
  })
  @ApiDataResponse(AdminUserDto)
  @ApiNotFoundResponse({ description: 'Unknown id', type: ErrorResponseDto })
  async enable(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<AdminUserDto>> {
    return ok(AdminUserDto.from(await this.users.setDisabled(id, false, admin)));
  }

  @Post(':id/password-reset-link')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createPasswordResetLink',
    summary: 'A single-use password-reset link for an account',
    description:
      'Admins only. For accounts without a verified email address: the link `/reset-password?token=…` is valid ' +
      'for 30 minutes and once, and appears only in this answer for the admin to pass on (the server keeps only ' +
      'a hash of its token). Audited as `user.password-reset-link`.',
  })
  @ApiDataResponse(PasswordResetLinkDto)
  @ApiNotFoundResponse({ description: 'Unknown id', type: ErrorResponseDto })
  async passwordResetLink(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<PasswordResetLinkDto>> {
    return ok(PasswordResetLinkDto.from(await this.users.issuePasswordResetLink(id, admin)));
  }
}
