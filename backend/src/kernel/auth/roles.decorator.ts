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
 * Any user signed in with a session: what manages the account's credentials (API tokens, the
 * password, two-factor, the email address) cannot be done with an API token (403).
 */
export function SignedInSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, [...ROLES]),
    SetMetadata(SESSION_ONLY_KEY, true),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorResponseDto }),
    ApiForbiddenResponse({
      description: 'Called with an API token: this action needs a signed-in session',
      type: ErrorResponseDto,
    }),
  );
}
