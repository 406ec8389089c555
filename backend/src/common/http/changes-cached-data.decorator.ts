import { Injectable, UseInterceptors, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { from, mergeMap, type Observable } from 'rxjs';
import { TableChangeFeed } from '../../database/table-change-feed';

@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  constructor(private readonly feed: TableChangeFeed) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(mergeMap((value) => from(this.feed.sync().then(() => value))));
  }
}

/**
 * For writes that change cached data (projects, their figures, users): the answer is sent only
 * after this instance has received the change notifications the write caused, so the caller's
 * next read here never gets a cached value from before its write. Other instances catch up as
 * their notifications arrive, within milliseconds. Reads do not pay for it.
 */
export const ChangesCachedData = () => UseInterceptors(ReadYourWritesInterceptor);
