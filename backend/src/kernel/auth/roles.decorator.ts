import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../http/error-response.dto';
import { ROLES, type Role } from './session-user';

export const ROLES_KEY = 'roles';
export const SESSION_ONLY_KEY = 'session-only';

/** Restricts a route (or controller) to signed-in users with one of the given roles, by session or API token. */
export function Roles(...roles: Role[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiCookieAuth('session'),
    ApiBearerAuth('bearer'),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorResponseDto }),
    ...(roles.length < ROLES.length
      ? [ApiForbiddenResponse({ description: `Requires role ${roles.join(' or ')}`, type: ErrorResponseDto })]
      : []),
  );
}

/** Any signed-in user. */
export function SignedIn(): MethodDecorator & ClassDecorator {
  return Roles(...ROLES);
}

/**
 * A user signed in with a session (of the given roles; any role by default): what manages the
 * account's credentials (API tokens, the password, two-factor, the email address, wallets) or where
 * its money goes cannot be done with an API token (403).
 */
export function SignedInSession(...roles: Role[]): MethodDecorator & ClassDecorator {
  const allowed = roles.length > 0 ? roles : [...ROLES];
  return applyDecorators(
    SetMetadata(ROLES_KEY, allowed),
    SetMetadata(SESSION_ONLY_KEY, true),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorResponseDto }),
    ApiForbiddenResponse({
      description:
        allowed.length < ROLES.length
          ? `Requires role ${allowed.join(' or ')}, signed in with a session (an API token gets 403)`
          : 'Called with an API token: this action needs a signed-in session',
      type: ErrorResponseDto,
    }),
  );
}
