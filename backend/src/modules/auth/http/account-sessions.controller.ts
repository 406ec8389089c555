import { Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedInSession } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ListAccountSessionsUseCase } from '../application/list-account-sessions.use-case';
import { RevokeAccountSessionsUseCase } from '../application/revoke-account-sessions.use-case';
import { AccountSessionDto, RevokedSessionsDto } from './dto/account-session.dto';

@ApiTags('account')
@Controller('account/sessions')
export class AccountSessionsController {
  constructor(
    private readonly listSessions: ListAccountSessionsUseCase,
    private readonly revokeSessions: RevokeAccountSessionsUseCase,
  ) {}

  @Get()
  @SignedInSession()
  @ApiOperation({
    operationId: 'listAccountSessions',
    summary: "The caller's signed-in sessions",
    description:
      'Any user signed in with a session (an API token gets 403). Every session of the account that can still be used: browser and operating system ' +
      '(parsed from the user agent), the address it signed in from, when it signed in and was last seen. The ' +
      'session making the request comes first, with `current: true`.',
  })
  @ApiDataResponse(AccountSessionDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<ApiSuccess<AccountSessionDto[]>> {
    const sessions = await this.listSessions.execute(user.id, request.sessionID);
    return ok(sessions.map((session) => AccountSessionDto.from(session)));
  }

  // Declared before `:id`, so the literal path is never read as an id.
  @Post('revoke-others')
  @HttpCode(200)
  @SignedInSession()
  @ApiOperation({
    operationId: 'revokeOtherAccountSessions',
    summary: 'Sign out everywhere else',
    description:
      'Any user signed in with a session. Signs out every session of the account except this one, on every instance at once.',
  })
  @ApiDataResponse(RevokedSessionsDto, { description: 'How many sessions were signed out' })
  async revokeOthers(
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
  ): Promise<ApiSuccess<RevokedSessionsDto>> {
    return ok({ revoked: await this.revokeSessions.revokeOthers(user.id, request.sessionID) });
  }

  @Delete(':id')
  @SignedInSession()
  @ApiParam({
    name: 'id',
    description: 'The `id` of a session from the list',
    example: 'mC3fJ0wq9Zb1mPmvE0cQd9k2LrS4tU6vW8xY0zA1bC2',
  })
  @ApiOperation({
    operationId: 'revokeAccountSession',
    summary: 'Sign one session out',
    description:
      "Any user signed in with a session, for the account's own sessions: the session's next request is not signed in, on every " +
      "instance. Another account's session, or one that has ended, is a 404. Signing out the current session this way " +
      'works like logging out.',
  })
  @ApiDataResponse(RevokedSessionsDto, { description: 'Signed out' })
  @ApiNotFoundResponse({ description: 'No such session of this account', type: ErrorResponseDto })
  async revoke(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<ApiSuccess<RevokedSessionsDto>> {
    await this.revokeSessions.revokeOne(user.id, id);
    return ok({ revoked: 1 });
  }
}
