import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { SESSION_COOKIE_NAME } from './session/session.middleware';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ChainBoost API')
    .setDescription(
      'API of the ChainBoost Web3 growth platform. Successful answers are `{ success: true, data }` ' +
        '(auth endpoints: `{ success, message, user }`); errors are `{ success: false, message, errors? }`. ' +
        'State-changing requests must send `Content-Type: application/json` and, from browsers, come from the same site.',
    )
    .setVersion('1.0.0')
    .addCookieAuth(SESSION_COOKIE_NAME, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME }, 'session')
    .build();
  return SwaggerModule.createDocument(app, config);
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
    raw: ['json'],
    customSiteTitle: 'ChainBoost API',
  });
}
