import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { validateBody } from '../../../common/http/validation';
import { INVALID_CREDENTIALS_MESSAGE } from '../application/authenticate.use-case';
import type { SessionUser } from '../domain/user';
import { HttpSessions } from '../infrastructure/session/http-sessions';
import { LoginDto } from './dto/login.dto';

/**
 * Validates the body (guards run before pipes), lets passport-local check the credentials,
 * then signs the user in as signup does.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  constructor(private readonly sessions: HttpSessions) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await validateBody(LoginDto, request.body);
    const authenticated = (await super.canActivate(context)) as boolean;
    await this.sessions.signIn(request, request.user as SessionUser);
    return authenticated;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    return user;
  }
}
