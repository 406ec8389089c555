import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { RateLimitName } from '../config/app-config';
import { ErrorResponseDto } from '../kernel/http/error-response.dto';

export const RATE_LIMIT_KEY = 'rate-limit';

/** A username-like subject from the JSON body, before validation: its text lower-cased, at most 50 characters. */
export function bodyTextSubject(request: Request, field: string): string {
  const value: unknown = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 50) : '';
}

/** What a counter is kept per: the client address (`request.ip`, trust proxy applied) and/or the route's subject. */
export type RateLimitDimension = 'address' | 'subject';

export interface RateLimitRuleKey {
  name: RateLimitName;
  per: readonly RateLimitDimension[];
}

export interface RateLimitOptions {
  /** What is counted besides the client address (e.g. the username being tried). */
  subject?: (request: Request) => string;
  /** Every rule is counted on every request; the request is refused when any of them is over its limit. */
  rules: readonly RateLimitRuleKey[];
}

/**
 * Limits a route. A bare rule name counts per client address; options apply several rules
 * at once, each kept per address, per subject, or per both.
 */
export function RateLimit(rule: RateLimitName | RateLimitOptions): MethodDecorator {
  const options: RateLimitOptions = typeof rule === 'string' ? { rules: [{ name: rule, per: ['address'] }] } : rule;
  if (options.rules.length === 0) throw new Error('@RateLimit needs at least one rule');
  if (!options.subject && options.rules.some((key) => key.per.includes('subject'))) {
    throw new Error('@RateLimit rules counted per subject need a subject');
  }
  return applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, options),
    ApiTooManyRequestsResponse({ description: 'Rate limited', type: ErrorResponseDto }),
  );
}
