import { applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiSecurity } from '@nestjs/swagger';

/**
 * Documents a public route whose answer depends on the session cookie when one is sent
 * (who is signed in, signing out): callable without it, `session` if present.
 */
export function ApiOptionalSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiSecurity({}), ApiCookieAuth('session'));
}
