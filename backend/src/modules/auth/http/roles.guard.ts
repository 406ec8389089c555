import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { ROLES_KEY, SESSION_ONLY_KEY } from '../../../kernel/auth/roles.decorator';
import type { Role, SessionUser } from '../../../kernel/auth/session-user';
import { SESSION_REQUIRED_MESSAGE } from '../domain/api-token';
import { isBearerRequest } from '../infrastructure/session/bearer-credential';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as SessionUser | undefined;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    const sessionOnly = this.reflector.getAllAndOverride<boolean | undefined>(SESSION_ONLY_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (sessionOnly === true && isBearerRequest(request)) throw new DomainError('FORBIDDEN', SESSION_REQUIRED_MESSAGE);
    if (!roles.includes(user.role)) {
      throw new DomainError('FORBIDDEN', 'You do not have permission to perform this action');
    }
    return true;
  }
}
