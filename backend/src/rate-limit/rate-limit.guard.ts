import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { logContextOf } from '../common/http/request-labels';
import { RATE_LIMIT_KEY, type RateLimitOptions } from './rate-limit.decorator';
import { clientAddress, RateLimitService, type RateLimitHit } from './rate-limit.service';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.get<RateLimitOptions | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!options) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const address = clientAddress(request);
    const subject = options.subject?.(request) ?? '';
    const hits: RateLimitHit[] = options.rules.map(({ name, per }) => ({
      name,
      subject: per.map((dimension) => (dimension === 'address' ? address : subject)).join(':'),
    }));
    await this.rateLimits.consume(hits, logContextOf(request));
    return true;
  }
}
