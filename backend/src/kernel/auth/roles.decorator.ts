import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ROLES, type Role } from './session-user';

export const ROLES_KEY = 'roles';

/** Restricts a route (or controller) to signed-in users with one of the given roles. */
export function Roles(...roles: Role[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiCookieAuth('session'),
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
