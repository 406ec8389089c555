import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { validateBody } from '../../../common/http/validation';
import { startSessionClock } from '../infrastructure/session/session-lifetime';
import { INVALID_CREDENTIALS_MESSAGE } from '../application/authenticate.use-case';
import { LoginDto } from './dto/login.dto';

/**
 * Validates the body (guards run before pipes), then lets passport-local check the
 * credentials and establish the session, which passport regenerates on login.
 */
@Injectable()
export class LoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    request.body = await validateBody(LoginDto, request.body);
    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    startSessionClock(request);
    return authenticated;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    return user;
  }
}
