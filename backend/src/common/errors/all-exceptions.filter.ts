import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from '../../database/postgres-errors';
import { logContextOf, type LogContext } from '../http/request-labels';
import { DomainError } from './domain.error';
import { statusByErrorCode } from './error-status.map';

export interface ErrorBody {
  success: false;
  message: string;
  errors?: unknown;
}

interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

function messageOf(response: string | object): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : 'Request failed';
}

/** The answer to an exception; unexpected ones are logged, with the context of the request they broke. */
export function toErrorAnswer(exception: unknown, logger: Logger, context: LogContext): ErrorAnswer {
  if (exception instanceof DomainError) {
    const { errors, retryAfterSeconds } = exception.details ?? {};
    return {
      status: statusByErrorCode[exception.code],
      body: { success: false, message: exception.message, ...(errors ? { errors } : {}) },
      headers: typeof retryAfterSeconds === 'number' ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
    };
  }
  if (exception instanceof HttpException) {
    return { status: exception.getStatus(), body: { success: false, message: messageOf(exception.getResponse()) } };
  }
  if (isDatabaseUnavailable(exception)) {
    logger.warn({ ...context, msg: `Database unavailable: ${(exception as Error).message}` });
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { success: false, message: 'Service temporarily unavailable, please try again shortly' },
      headers: { 'Retry-After': '5' },
    };
  }
  logger.error({
    ...context,
    msg: exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
  });
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: 'Internal server error' } };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');
  /** Fields added to every error body this filter answers. */
  private envelope: Record<string, unknown> | undefined;

  /** A filter for one controller's routes whose error bodies carry these fields as well. */
  static withEnvelope(fields: Record<string, unknown>): AllExceptionsFilter {
    const filter = new AllExceptionsFilter();
    filter.envelope = fields;
    return filter;
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const answer = toErrorAnswer(exception, this.logger, logContextOf(http.getRequest<Request>()));
    if (response.headersSent) return;
    const body = this.envelope ? { ...answer.body, ...this.envelope } : answer.body;
    response
      .status(answer.status)
      .set(answer.headers ?? {})
      .json(body);
  }
}
