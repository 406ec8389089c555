import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { Logger as NestPinoLogger, PinoLogger, type Params } from 'nestjs-pino';
import { pino, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';
import { requestIdOf, routeOf, STATIC, userIdOf } from './request-labels';

type LoggerConfig = Pick<AppConfig, 'logLevel' | 'logFormat'>;

/**
 * Anything that could carry a secret, should it ever be logged as an object. Request lines never
 * include headers, bodies or query strings in the first place (see `requestLine`).
 */
const REDACTED_PATHS = [
  'req.headers', 'res.headers', 'headers', 'cookie', 'cookies', 'authorization',
  'password', 'currentPassword', 'newPassword', 'token', 'secret', 'sessionId', 'parameters',
  '*.password', '*.currentPassword', '*.newPassword', '*.token', '*.secret', '*.sessionId', '*.parameters',
  '*.cookie', '*.authorization', '*.headers',
];

let root: Logger | undefined;

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
    root =
      config.logFormat === 'pretty'
        ? pino(options, pinoPretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }))
        : // Buffered, written 4 KiB at a time instead of a write per line; pino flushes it on exit.
          pino(options, pino.destination({ sync: false, minLength: 4096 }));
  }
  return root;
}

export function loggerModuleParams(config: LoggerConfig): Params {
  // `useExisting`: the request logger is the one `httpLogger` mounts first; nestjs-pino only binds it to the request's context.
  return { pinoHttp: { logger: rootLogger(config) }, useExisting: true };
}

/** Nest's LoggerService on pino: `log` is info, and lines logged while a request runs carry its reqId. */
export function createNestLogger(config: LoggerConfig): LoggerService {
  const params = loggerModuleParams(config);
  return new NestPinoLogger(new PinoLogger(params), params);
}

function requestLine(request: IncomingMessage, response: ServerResponse, durationMs: number) {
  return {
    method: request.method,
    route: routeOf(request),
    status: response.statusCode,
    durationMs,
    userId: userIdOf(request),
  };
}

/**
 * One line per finished request, with the request id, method, route pattern, status, duration and
 * signed-in user; never the URL's query, headers or body. The client's files log at debug, so they
 * do not drown out the API at info.
 */
export function httpLogger(config: LoggerConfig): HttpLogger {
  return pinoHttp({
    logger: rootLogger(config),
    genReqId: requestIdOf,
    quietReqLogger: true,
    quietResLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customLogLevel: (request, response, error) => {
      if (error || response.statusCode >= 500) return 'error';
      return routeOf(request) === STATIC ? 'debug' : 'info';
    },
    customSuccessObject: (request, response, value: { responseTime: number }) =>
      requestLine(request, response, value.responseTime),
    customErrorObject: (request, response, error, value: { responseTime: number }) => ({
      ...requestLine(request, response, value.responseTime),
      err: error,
    }),
    customSuccessMessage: (_request, response) => (response.writableEnded ? 'request completed' : 'request aborted'),
    customErrorMessage: () => 'request failed',
  });
}
