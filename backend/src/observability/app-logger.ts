import { performance } from 'node:perf_hooks';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Logger as NestPinoLogger, PinoLogger, type Params } from 'nestjs-pino';
import { pino, type Level, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../config/app-config';
import { assignRequestId, isExpectedUnavailable, routeOf, STATIC, userIdOf } from '../common/http/request-labels';

type LoggerConfig = Pick<AppConfig, 'logLevel' | 'logFormat'>;

/**
 * Anything that could carry a secret, should it ever be logged as an object. Request lines never
 * include headers, bodies or query strings in the first place (see `requestLine`).
 */
const REDACTED_PATHS = [
  'req.headers',
  'res.headers',
  'headers',
  'cookie',
  'cookies',
  'authorization',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'sessionId',
  'parameters',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.secret',
  '*.sessionId',
  '*.parameters',
  '*.cookie',
  '*.authorization',
  '*.headers',
];

let root: Logger | undefined;
let flushRoot: (() => void) | undefined;
const LOG_FLUSH_MS = 1_000;

/**
 * The process's one pino logger: JSON lines on stdout, or colored lines (LOG_FORMAT=pretty, as
 * `npm run dev` sets). Built once: every app and Nest's static Logger write through it.
 */
export function rootLogger(config: LoggerConfig): Logger {
  if (!root) {
    const options = {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    };
    if (config.logFormat === 'pretty') {
      root = pino(
        options,
        pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
      );
    } else {
      // Buffered, written 4 KiB at a time instead of a write per line; pino flushes it on exit, and
      // this at least every LOG_FLUSH_MS, so a quiet server's last lines do not wait in the buffer.
      const destination = pino.destination({ sync: false, minLength: 4096 });
      setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
      flushRoot = () => destination.flushSync();
      root = pino(options, destination);
    }
  }
  return root;
}

/**
 * Writes out what the JSON log holds in its buffer now, so that something printed to stdout next
 * (the first admin's password) comes after the lines logged before it.
 */
export function flushLogs(): void {
  flushRoot?.();
}

/**
 * Nest's own start-up chatter that only says what the code says: one line per controller and per
 * route (about 160), which at info buried everything else a start prints.
 */
const DEBUG_CONTEXTS = new Set(['RoutesResolver', 'RouterExplorer']);

/** nestjs-pino's adapter, with Nest's route mapping lines at debug instead of info. */
class AppNestLogger extends NestPinoLogger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && DEBUG_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

/**
 * Nest's LoggerService on pino (nestjs-pino's adapter): `log` is info, except the route mapping
 * lines (debug). A line logged while a request is answered carries its reqId when logged as an
 * object with `logContextOf(request)`.
 */
export function createNestLogger(config: LoggerConfig): LoggerService {
  const params: Params = { pinoHttp: { logger: rootLogger(config) }, useExisting: true };
  return new AppNestLogger(new PinoLogger(params), params);
}

/**
 * One line per finished request, with the request id, method, route pattern, status, duration and
 * signed-in user; never the URL's query, headers or body. Server errors log at error (not the
 * readiness 503 of a draining instance, see `markExpectedUnavailable`), the client's files at debug (so they do not drown out the API at info), the rest at info. Mounted first, so
 * requests that early middleware answers are logged too.
 *
 * Written here rather than taken from pino-http: that builds two child loggers and several
 * listeners per request whether or not its line is written, which cost about a fifth of a cached
 * read's throughput (see docs/architecture.md). This does one listener, and builds the line only
 * when its level is on.
 */
export function requestLogger(config: LoggerConfig): RequestHandler {
  const logger = rootLogger(config);
  return (request: Request, response: Response, next: NextFunction) => {
    const started = performance.now();
    const reqId = assignRequestId(request, response);
    response.once('close', () => {
      const route = routeOf(request);
      const serverError = response.statusCode >= 500 && !isExpectedUnavailable(response);
      const level: Level = serverError ? 'error' : route === STATIC ? 'debug' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        reqId,
        method: request.method,
        route,
        status: response.statusCode,
        durationMs: Math.round(performance.now() - started),
        userId: userIdOf(request),
      };
      logger[level](line, response.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  };
}
