import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { TableChangeFeed } from '../../database/table-change-feed';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Read-your-writes for every write, whatever it changed: a successful POST, PUT, PATCH or DELETE
 * is answered only after this instance has received the change notifications of everything
 * committed before it (TableChangeFeed.sync: one marker NOTIFY), so the caller's next read here
 * never gets a cached value from before its write. Other instances catch up as their
 * notifications arrive, within milliseconds. Failed writes do not wait (their transaction was
 * rolled back); while the feed is down nothing is cached, so nothing waits.
 *
 * Express middleware rather than a Nest interceptor: a global interceptor wraps every request,
 * reads included, in an Observable chain, which cost about a fifth of the cached reads'
 * throughput in `npm run bench`; here a read pays one Set lookup. The answer's end is held back
 * the way compression middleware holds back its writes.
 */
export function readYourWritesMiddleware(feed: TableChangeFeed): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!WRITES.has(request.method)) return next();
    const end = response.end.bind(response) as (...args: unknown[]) => Response;
    response.end = ((...args: unknown[]) => {
      if (response.statusCode >= 400) return end(...args);
      feed.sync().then(
        () => end(...args),
        () => end(...args),
      );
      return response;
    }) as Response['end'];
    next();
  };
}
