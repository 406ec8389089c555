import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { logContextOf } from '../../../../common/http/request-labels';
import { errorMessage } from '../../../../common/errors/error-message';

const logger = new Logger('OptionalIdentity');

/**
 * Runs the session chain for a page that only wants to know who the visitor is and must always
 * answer itself (the referral link redirects, whatever happens): a session that cannot be loaded
 * leaves the visitor anonymous instead of answering an error, and a bearer token, which only
 * API clients send, is not looked at. Anonymous requests stay free of session queries.
 */
export function optionalIdentity(chain: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.headers.authorization !== undefined) return next();
    let done = false;
    const proceed = (error?: unknown) => {
      if (done) return;
      done = true;
      if (error !== undefined && error !== null && error !== 'route' && error !== 'router') {
        logger.warn({
          ...logContextOf(request),
          msg: `Visitor treated as anonymous, session not loaded: ${errorMessage(error)}`,
        });
        request.user = undefined;
      }
      next();
    };
    try {
      chain(request, response, proceed);
    } catch (error) {
      proceed(error);
    }
  };
}
