import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ROLES_KEY } from '../../../kernel/auth/roles.decorator';
import type { Role, SessionUser } from '../../../kernel/auth/session-user';
import { TwoFactorRepository } from '../application/two-factor.ports';
import { ADMIN_TWO_FACTOR_REQUIRED_MESSAGE, needsAdminTwoFactor } from '../domain/two-factor';

/**
 * With ADMIN_REQUIRE_2FA, an admin without two-factor authentication is signed in but refused on
 * every route that only admins (or partners) may use, until they turn it on in their account.
 * Runs after RolesGuard, so the caller here is signed in with an allowed role.
 */
@Injectable()
export class AdminTwoFactorGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly twoFactor: TwoFactorRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.adminRequireTwoFactor) return true;
    const routeRoles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<Request>().user as SessionUser | undefined;
    if (!routeRoles || !user) return true;
    if (!needsAdminTwoFactor({ required: true, callerRole: user.role, routeRoles })) return true;
    if (await this.twoFactor.isEnabled(user.id)) return true;
    throw new DomainError('FORBIDDEN', ADMIN_TWO_FACTOR_REQUIRED_MESSAGE);
  }
}
