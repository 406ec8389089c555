import { createHash } from 'node:crypto';
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { readCookie } from '../../../common/http/cookies';
import { RateLimit } from '../../../common/rate-limit/rate-limit.decorator';
import { TrackReferralClickUseCase } from '../application/track-referral-click.use-case';
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
  constructor(private readonly trackClick: TrackReferralClickUseCase) {}

  @Get(':code')
  @RateLimit('referralClick')
  @ApiOperation({
    summary: 'Follow a referral link',
    description:
      'Counts a click (bots and repeat visits within an hour excluded), remembers the code for 30 days in a ' +
      'first-party cookie so that a signup converts it, and redirects to the landing page. Unknown codes redirect without counting.',
  })
  @ApiFoundResponse({ description: 'Redirect to /' })
  async follow(@Param('code') code: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const visitor = visitorOf(request);
    const outcome = await this.trackClick.execute({ code, visitor, userAgent: request.headers['user-agent'] });
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: request.secure, path: '/' };
    if (outcome === 'counted' || outcome === 'repeat') {
      response.cookie(ATTRIBUTION_COOKIE, code, { ...cookieOptions, maxAge: ATTRIBUTION_DAYS * DAY_MS });
      response.cookie(VISITOR_COOKIE, visitor, { ...cookieOptions, maxAge: 365 * DAY_MS });
    }
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, '/');
  }
}
