import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { TableChangeFeed } from '../../database/table-change-feed';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Read-your-writes for every write, whatever it changed: the answer to a POST, PUT, PATCH or
 * DELETE is sent only after this instance has received the change notifications of everything
 * committed before it (TableChangeFeed.sync: one marker NOTIFY), so the caller's next read here
 * never gets a cached value from before its write. Other instances catch up as their
 * notifications arrive, within milliseconds. Reads do not pay for it; failed writes neither
 * (their transaction was rolled back). While the feed is down nothing is cached, so nothing waits.
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly feed: TableChangeFeed) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !WRITES.has(context.switchToHttp().getRequest<Request>().method)) {
      return next.handle();
    }
    return next.handle().pipe(mergeMap((value) => from(this.feed.sync().then(() => value))));
  }
}
