import { createHash } from 'node:crypto';
import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { readCookie } from '../../../common/http/cookies';
import { clientAddress, RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import { isDatabaseUnavailable } from '../../../database/postgres-errors';
import { TrackReferralClickUseCase, type TrackOutcome } from '../application/track-referral-click.use-case';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS, VISITOR_COOKIE } from '../domain/referral';

const DAY_MS = 24 * 60 * 60 * 1000;
const VISITOR_ID_PATTERN = /^[a-f0-9]{32}$/;

function visitorOf(request: Request): string {
  const known = readCookie(request, VISITOR_COOKIE);
  if (known && VISITOR_ID_PATTERN.test(known)) return known;
  const fingerprint = `${request.ip ?? ''}|${request.headers['user-agent'] ?? ''}`;
  return createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);
}

/** The public, shareable referral link. Lives outside /api: people open it in a browser. */
@ApiTags('referrals')
@Controller('r')
export class ReferralLinkController {
  private readonly logger = new Logger(ReferralLinkController.name);

  constructor(
    private readonly trackClick: TrackReferralClickUseCase,
    private readonly rateLimits: RateLimitService,
  ) {}

  // Rate limited inside, not by @RateLimit: a link people click always redirects, never answers 429 JSON.
  @Get(':code')
  @ApiOperation({
    operationId: 'followReferralLink',
    summary: 'Follow a referral link',
    description:
      'Public, no sign-in: the link partners share, opened in a browser. Counts a click (bots and repeat visits within an hour excluded), remembers the code for 30 days in a ' +
      'first-party cookie so that a signup converts it, and redirects to the landing page. Unknown codes redirect without counting.',
  })
  @ApiFoundResponse({ description: 'Redirect to /' })
  async follow(@Param('code') code: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visitor = visitorOf(request);
    const outcome = await this.track(code, visitor, request);
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: request.secure, path: '/' };
    if (outcome === 'counted' || outcome === 'repeat' || outcome === 'not-counted') {
      response.cookie(ATTRIBUTION_COOKIE, code, { ...cookieOptions, maxAge: ATTRIBUTION_DAYS * DAY_MS });
      response.cookie(VISITOR_COOKIE, visitor, { ...cookieOptions, maxAge: 365 * DAY_MS });
    }
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, '/');
  }

  /** Never throws: when the click cannot be recorded the visitor is redirected all the same, without cookies. */
  private async track(code: string, visitor: string, request: Request): Promise<TrackOutcome | 'failed'> {
    try {
      const verdict = await this.rateLimits.hit({ name: 'referralClick', subject: clientAddress(request) });
      return await this.trackClick.execute({
        code,
        visitor,
        userAgent: request.headers['user-agent'],
        overLimit: verdict.limited,
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.logger.warn(`Referral click not recorded, database unavailable: ${(error as Error).message}`);
      } else {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      }
      return 'failed';
    }
  }
}
