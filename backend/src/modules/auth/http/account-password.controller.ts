import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ChangePasswordUseCase } from '../application/change-password.use-case';
import { ChangePasswordDto, PasswordStatusDto } from './dto/account-password.dto';
import { RevokedSessionsDto } from './dto/account-session.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { signedInUsername } from './signed-in-username';

@ApiTags('account')
@Controller('account/password')
export class AccountPasswordController {
  constructor(private readonly changePassword: ChangePasswordUseCase) {}

  @Get()
  @SignedInSession()
  @ApiOperation({
    operationId: 'getPasswordStatus',
    summary: 'Whether the account has a password',
    description:
      'Any user signed in with a session (not an API token). An account made with a wallet has none until it sets ' +
      'one with `POST /api/account/password` (without `currentPassword`).',
  })
  @ApiDataResponse(PasswordStatusDto)
  async status(@CurrentUser() user: SessionUser): Promise<ApiSuccess<PasswordStatusDto>> {
    return ok({ isSet: await this.changePassword.isSet(user.id) });
  }

  @Post()
  @HttpCode(200)
  @SignedInSession()
  @RateLimit({
    subject: signedInUsername,
    rules: [
      { name: 'login', per: ['address', 'subject'] },
      { name: 'loginPerAddress', per: ['address'] },
      { name: 'loginPerUsername', per: ['subject'] },
    ],
  })
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change the password',
    description:
      'Any user signed in with a session (not an API token). Needs the current password (an account made with a ' +
      'wallet sets its first password without one); the new one is 6–128 characters. Every other session of ' +
      'the account is signed out (this one stays signed in) and unused password reset links stop working. A wrong ' +
      'current password is a 400. Each attempt counts toward the login rate limits of this address and username, ' +
      'so it cannot be used to guess the password faster than logging in (429 with `Retry-After`).',
  })
  @ApiDataResponse(RevokedSessionsDto, { description: 'Password changed; how many other sessions were signed out' })
  @ApiRefusals({ badRequest: 'Current password is incorrect, or the new one is invalid' })
  async change(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangePasswordDto,
    @Req() request: Request,
  ): Promise<ApiSuccess<RevokedSessionsDto>> {
    const revoked = await this.changePassword.execute(user.id, dto, request.sessionID);
    return ok({ revoked });
  }
}
