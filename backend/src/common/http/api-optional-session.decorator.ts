import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiSecurity } from '@nestjs/swagger';

/**
 * Documents a public route whose answer depends on who is calling when they say so (who is
 * signed in, signing out): callable anonymously, with the `session` cookie or an API token.
 */
export function ApiOptionalSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiSecurity({}), ApiCookieAuth('session'), ApiBearerAuth('bearer'));
}
