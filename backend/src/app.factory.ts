import {
  Logger,
  RequestMethod,
  type DynamicModule,
  type ModuleMetadata,
  type NestApplicationOptions,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { ApiExpressAdapter } from './common/http/api-express-adapter';
import { apiHeadersMiddleware } from './common/middleware/api-headers.middleware';
import { ConnectionDrain } from './common/middleware/connection-drain';
import { crossSiteWriteMiddleware } from './common/middleware/cross-site-write.middleware';
import { jsonBodyMiddleware } from './common/middleware/json-body.middleware';
import { optionalIdentity } from './modules/auth/infrastructure/session/optional-identity.middleware';
import { readYourWritesMiddleware } from './common/middleware/read-your-writes.middleware';
import { staticSiteRouter } from './common/middleware/static-site.middleware';
import { SITE_FILE_PATHS } from './modules/site/http/site-files.controller';
import { createNestLogger, requestLogger } from './observability/app-logger';
import { AppMetrics } from './observability/app-metrics';
import type { AppConfig } from './config/app-config';
import { TableChangeFeed } from './database/table-change-feed';
import { setupOpenApi } from './openapi';
import { HttpSessions } from './modules/auth/infrastructure/session/http-sessions';
import { PageStatusUseCase } from './modules/site/application/page-status.use-case';

export interface CreatedApp {
  app: NestExpressApplication;
  drain: ConnectionDrain;
  /** Stops what the app started besides Nest itself (session pruning). */
  dispose(): void;
}

/**
 * Where WalletConnect's client talks from the page (its relay, the RPC proxy, telemetry) and the
 * frame of its verify service, allowed only when the site offers WalletConnect.
 */
const WALLETCONNECT_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://pulse.walletconnect.org',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
];
const WALLETCONNECT_FRAME_SOURCES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

function contentSecurityPolicy(config: AppConfig) {
  const walletConnect = config.walletConnectProjectId !== undefined;
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(walletConnect ? WALLETCONNECT_CONNECT_SOURCES : [])],
      frameSrc: walletConnect ? WALLETCONNECT_FRAME_SOURCES : ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

export interface CreateAppOptions {
  /** Extra modules, for tests that need routes of their own. */
  imports?: ModuleMetadata['imports'];
  /**
   * Tests: builds the application from the root module in place of NestFactory.create, e.g. through
   * @nestjs/testing to replace a provider (overrideProvider) such as the DNS resolver.
   */
  createApplication?: (
    root: DynamicModule,
    adapter: ApiExpressAdapter,
    options: NestApplicationOptions,
  ) => Promise<NestExpressApplication>;
}

export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: CreateAppOptions = {},
): Promise<CreatedApp> {
  const root = AppModule.forRoot(config, databaseUrl, options.imports);
  const applicationOptions: NestApplicationOptions = { bodyParser: false, logger: createNestLogger(config) };
  const app = options.createApplication
    ? await options.createApplication(root, new ApiExpressAdapter(), applicationOptions)
    : await NestFactory.create<NestExpressApplication>(root, new ApiExpressAdapter(), applicationOptions);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // API answers are no-store, so an ETag (a hash of every body) would never be used.
  app.set('etag', false);
  // First, so every request is logged and measured, also those the middleware below answers.
  app.use(requestLogger(config));
  if (config.metrics) app.use(app.get(AppMetrics).httpMiddleware);
  const drain = new ConnectionDrain();
  app.use(drain.middleware);
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Metrics have a port of their own (METRICS_PORT): here the path is a plain 404, not the client's page.
  app.use('/metrics', (_request: Request, response: Response) =>
    response.status(404).type('text/plain').send('Not found'),
  );
  const pages = app.get(PageStatusUseCase);
  app.use(staticSiteRouter(config.staticDir, (path) => pages.page(path)));
  app.use(crossSiteWriteMiddleware);
  app.use(jsonBodyMiddleware(config.bodyLimit));

  // Before routing: loads the session of requests with a session cookie (signing in starts one).
  const sessions = app.get(HttpSessions);
  app.use('/api', apiHeadersMiddleware, readYourWritesMiddleware(app.get(TableChangeFeed)), sessions.chain);
  // The referral link does not count the partner's own or an admin's visits, so it needs to know who is signed in.
  app.use('/r', optionalIdentity(sessions.chain));

  // The referral link is shared with people, so it stays short and outside /api.
  app.setGlobalPrefix('api', {
    exclude: [
      { path: 'r/:code', method: RequestMethod.GET },
      ...SITE_FILE_PATHS.map((path) => ({ path, method: RequestMethod.GET })),
    ],
  });
  await setupOpenApi(app);
  new Logger('App').debug(`Serving the client from ${config.staticDir}`);
  return { app, drain, dispose: () => sessions.close() };
}
