import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { RateLimitName } from '../../config/app-config';
import { ErrorResponseDto } from '../http/error-response.dto';

export const RATE_LIMIT_KEY = 'rate-limit';

export interface RateLimitOptions {
  name: RateLimitName;
  /** What is counted besides the client address (e.g. the username being tried). */
  subject?: (request: Request) => string;
}

export function RateLimit(name: RateLimitName, subject?: RateLimitOptions['subject']): MethodDecorator {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, { name, subject } satisfies RateLimitOptions),
    ApiTooManyRequestsResponse({ description: 'Rate limited', type: ErrorResponseDto }),
  );
}
