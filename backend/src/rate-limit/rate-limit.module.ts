import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitRefusals } from '../common/application/rate-limit-refusals';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

/** The PostgreSQL fixed-window counters and the global guard that applies @RateLimit(name). */
@Global()
@Module({
  providers: [
    RateLimitService,
    { provide: RateLimitRefusals, useExisting: RateLimitService },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimitService, RateLimitRefusals],
})
export class RateLimitModule {}
