import type { ExecutionContext } from '@nestjs/common';
import { type Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../common/errors/domain.error';
import type { Role, SessionUser } from '../../../kernel/auth/session-user';
import { RolesGuard } from './roles.guard';

function contextFor(user: SessionUser | undefined): ExecutionContext {
  return {
    getHandler: () => () => undefined,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

function guardRequiring(roles: Role[] | undefined): RolesGuard {
  const reflector = { getAllAndOverride: () => roles } as unknown as Reflector;
  return new RolesGuard(reflector);
}

const partner: SessionUser = { id: 1, username: 'p', role: 'partner' };

describe('RolesGuard', () => {
  it('lets anyone through a route without @Roles', () => {
    expect(guardRequiring(undefined).canActivate(contextFor(undefined))).toBe(true);
  });

  it('refuses a signed-out caller as UNAUTHENTICATED', () => {
    expect(() => guardRequiring(['admin']).canActivate(contextFor(undefined))).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('refuses the wrong role as FORBIDDEN and admits the right one', () => {
    const guard = guardRequiring(['admin']);
    expect(() => guard.canActivate(contextFor(partner))).toThrow(DomainError);
    expect(() => guard.canActivate(contextFor(partner))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(guardRequiring(['partner', 'admin']).canActivate(contextFor(partner))).toBe(true);
  });
});
