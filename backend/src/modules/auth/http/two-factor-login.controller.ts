import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { ErrorEnvelope } from '../../../common/errors/error-envelope';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { logContextOf } from '../../../common/http/request-labels';
import { clientAddress, RateLimitService } from '../../../rate-limit/rate-limit.service';
import { TwoFactorLoginUseCase } from '../application/two-factor-login.use-case';
import { PENDING_LOGIN_EXPIRED_MESSAGE } from '../domain/two-factor';
import type { SessionUser } from '../domain/user';
import { HttpSessions } from '../infrastructure/session/http-sessions';
import { AuthResponseDto } from './dto/auth-response.dto';
import { TwoFactorLoginCodeDto } from './dto/two-factor.dto';
import { countWrongCode, dropPendingTwoFactorLogin, pendingTwoFactorLogin } from './pending-two-factor-login';

@ApiTags('auth')
@Controller('auth/login/two-factor')
@ErrorEnvelope({ user: null })
export class TwoFactorLoginController {
  constructor(
    private readonly sessions: HttpSessions,
    private readonly twoFactorLogin: TwoFactorLoginUseCase,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'logInWithTwoFactorCode',
    summary: 'Finish signing in with a two-factor code',
    description:
      'Public; the second step after `POST /api/auth/login` answered `twoFactorRequired: true`, with the session ' +
      'cookie that answer set. A current code from the authenticator app (or the one before or after it; each code ' +
      'works once) or an unused recovery code (used up by this) signs the account in: a new session id, as at login. ' +
      'The step expires 5 minutes after the password was given, and after 5 wrong codes; then the password is needed ' +
      'again (401). Every attempt counts toward the login rate limits of the address and the username (429 with ' +
      '`Retry-After`).',
  })
  @ApiOkResponse({ description: 'Signed in; the session cookie is set', type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ description: 'Wrong code, or no password step waiting (any more)', type: AuthResponseDto })
  @ApiTooManyRequestsResponse({ description: 'Rate limited', type: ErrorResponseDto })
  async complete(@Body() dto: TwoFactorLoginCodeDto, @Req() request: Request): Promise<AuthResponseDto> {
    const pending = pendingTwoFactorLogin(this.sessions, request);
    if (!pending) throw new DomainError('UNAUTHENTICATED', PENDING_LOGIN_EXPIRED_MESSAGE);
    // The same counters as the password step, keyed as LoginGuard's rules key them.
    const address = clientAddress(request);
    const username = pending.username.toLowerCase();
    await this.rateLimits.consume(
      [
        { name: 'login', subject: `${address}:${username}` },
        { name: 'loginPerAddress', subject: address },
        { name: 'loginPerUsername', subject: username },
      ],
      logContextOf(request),
    );
    let user: SessionUser;
    try {
      user = await this.twoFactorLogin.complete(pending.userId, dto.code);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INVALID_CREDENTIALS')
        countWrongCode(this.sessions, request, pending);
      else if (error instanceof DomainError && error.code === 'UNAUTHENTICATED')
        dropPendingTwoFactorLogin(this.sessions, request);
      throw error;
    }
    await this.sessions.signIn(request, user);
    return { success: true, message: 'Logged in', user };
  }
}
