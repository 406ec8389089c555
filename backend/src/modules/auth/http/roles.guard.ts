import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { ROLES_KEY } from '../../../kernel/auth/roles.decorator';
import type { Role, SessionUser } from '../../../kernel/auth/session-user';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles) return true;
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
    if (!roles.includes(user.role)) {
      throw new DomainError('FORBIDDEN', 'You do not have permission to perform this action');
    }
    return true;
  }
}
