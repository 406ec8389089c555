import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { RateLimit } from '../../../rate-limit/rate-limit.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ChangeAccountEmailUseCase } from '../application/change-account-email.use-case';
import { GetAccountEmailUseCase } from '../application/get-account-email.use-case';
import { RemoveAccountEmailUseCase } from '../application/remove-account-email.use-case';
import { VerifyAccountEmailUseCase } from '../application/verify-account-email.use-case';
import { AccountEmailDto, ChangeAccountEmailDto, VerifyAccountEmailDto } from './dto/account-email.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

// Counted per account: the mail a request sends goes to an address of the caller's choosing.
const signedInAccount = (request: Request) => String((request.user as SessionUser | undefined)?.id ?? 'anonymous');

@ApiTags('account')
@Controller('account/email')
export class AccountEmailController {
  constructor(
    private readonly getEmail: GetAccountEmailUseCase,
    private readonly changeEmail: ChangeAccountEmailUseCase,
    private readonly verifyEmail: VerifyAccountEmailUseCase,
    private readonly removeEmail: RemoveAccountEmailUseCase,
  ) {}

  @Get()
  @SignedInSession()
  @ApiOperation({
    operationId: 'getAccountEmail',
    summary: "The caller's email address",
    description:
      'Any user signed in with a session (an API token gets 403). The address on the account (null when none) and whether it is verified.',
  })
  @ApiDataResponse(AccountEmailDto)
  async get(@CurrentUser() user: SessionUser): Promise<ApiSuccess<AccountEmailDto>> {
    return ok(AccountEmailDto.from(await this.getEmail.execute(user.id)));
  }

  @Put()
  @SignedInSession()
  @RateLimit({ subject: signedInAccount, rules: [{ name: 'accountEmail', per: ['subject'] }] })
  @ApiOperation({
    operationId: 'changeAccountEmail',
    summary: 'Set the email address and send a verification link',
    description:
      'Any user signed in with a session (an API token gets 403). Stores the address as not verified and mails it a single-use link to ' +
      '`/account/verify-email?token=…`, valid for 24 hours; a link sent before stops working. Setting the address ' +
      'the account already has re-sends the link while it is unverified, and changes nothing once it is verified. ' +
      'An address another account has verified is a 409. Rate limited per account (by default 5 per hour; 429 ' +
      'with `Retry-After`).',
  })
  @ApiDataResponse(AccountEmailDto, { description: 'The address as stored' })
  @ApiRefusals({
    badRequest: 'Not a valid address, or longer than 320 characters',
    conflict: 'Another account has verified this address',
  })
  async change(
    @CurrentUser() user: SessionUser,
    @Body() dto: ChangeAccountEmailDto,
  ): Promise<ApiSuccess<AccountEmailDto>> {
    return ok(AccountEmailDto.from(await this.changeEmail.execute(user, dto.email)));
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'verifyAccountEmail',
    summary: 'Confirm an email address with the token from its verification link',
    description:
      'Public: the link may be opened in another browser than the one that asked for it, so no session is needed. ' +
      'Marks the address verified and uses the token up. An unknown, expired, already used or replaced token ' +
      '(a newer link was sent, or the address changed) is a 400 that says which.',
  })
  @ApiDataResponse(AccountEmailDto, { description: 'The address is verified' })
  @ApiRefusals({
    badRequest: 'The token is not valid (any longer)',
    conflict: 'Another account verified this address meanwhile',
  })
  async verify(@Body() dto: VerifyAccountEmailDto): Promise<ApiSuccess<AccountEmailDto>> {
    return ok(AccountEmailDto.from(await this.verifyEmail.execute(dto.token)));
  }

  @Delete()
  @SignedInSession()
  @ApiOperation({
    operationId: 'removeAccountEmail',
    summary: 'Remove the email address',
    description:
      'Any user signed in with a session (an API token gets 403). Idempotent. No mail is sent to the account afterwards, and open verification links stop working.',
  })
  @ApiDataResponse(AccountEmailDto, { description: 'No address any more' })
  async remove(@CurrentUser() user: SessionUser): Promise<ApiSuccess<AccountEmailDto>> {
    return ok(AccountEmailDto.from(await this.removeEmail.execute(user.id)));
  }
}
