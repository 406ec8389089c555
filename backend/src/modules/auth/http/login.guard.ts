import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { validateBody } from '../../../common/http/validation';
import { INVALID_CREDENTIALS_MESSAGE } from '../application/authenticate.use-case';
import { TwoFactorLoginUseCase } from '../application/two-factor-login.use-case';
import type { SessionUser } from '../domain/user';
import { HttpSessions } from '../infrastructure/session/http-sessions';
import { LoginDto } from './dto/login.dto';
import { holdPendingTwoFactorLogin } from './pending-two-factor-login';
import { asError } from '../../../common/errors/error-message';

/**
 * Validates the body (guards run before pipes), lets passport-local check the credentials,
 * then signs the user in as signup does (or, for an account with two-factor authentication on,
 * starts the code step).
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(
    private readonly sessions: HttpSessions,
    private readonly twoFactorLogin: TwoFactorLoginUseCase,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await validateBody(LoginDto, request.body);
    const authenticated = (await super.canActivate(context)) as boolean;
    const user = request.user as SessionUser;
    // With two-factor authentication on, the password only opens the code step; nobody is signed in yet.
    if (await this.twoFactorLogin.isRequired(user.id)) await holdPendingTwoFactorLogin(this.sessions, request, user);
    else await this.sessions.signIn(request, user);
    return authenticated;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw asError(error);
    if (!user) throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    return user;
  }
}
