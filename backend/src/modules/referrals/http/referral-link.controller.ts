import { createHash } from 'node:crypto';
import { Controller, Get, Inject, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { readCookie } from '../../../common/http/cookies';
import { logContextOf } from '../../../common/http/request-labels';
import { LeasedAllowance } from '../../../rate-limit/leased-allowance';
import { clientAddress, RateLimitService } from '../../../rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { isDatabaseUnavailable } from '../../../database/postgres-errors';
import type { SessionUser } from '../../../kernel/auth/session-user';
import type { RecordedClick } from '../application/click-event.repository';
import { TrackReferralClickUseCase } from '../application/track-referral-click.use-case';
import type { ClickExclusion } from '../domain/click-exclusion';
import { landingOf, referrerHostOf, utmOf, type Landing, type Utm } from '../domain/landing-url';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_DAYS, CLICK_EVENT_COOKIE, VISITOR_COOKIE } from '../domain/referral';

const DAY_MS = 24 * 60 * 60 * 1000;
const VISITOR_ID_PATTERN = /^[a-f0-9]{32}$/;
/** Requests that are not a person following the link get no cookies: an embedded image must not attribute anything. */
const WITHOUT_COOKIES: readonly ClickExclusion[] = ['bot', 'not-navigation'];

function visitorOf(request: Request): string {
  const known = readCookie(request, VISITOR_COOKIE);
  if (known && VISITOR_ID_PATTERN.test(known)) return known;
  const fingerprint = `${request.ip ?? ''}|${request.headers['user-agent'] ?? ''}`;
  return createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);
}

function headerOf(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.toLowerCase() : undefined;
}

/** The public, shareable referral link. Lives outside /api: people open it in a browser. */
@ApiTags('referrals')
@Controller('r')
export class ReferralLinkController {
  private readonly logger = new Logger(ReferralLinkController.name);
  /** The click rate limit per address, leased from the shared counter: no counter write per click. */
  private readonly clickAllowance: LeasedAllowance;

  constructor(
    private readonly trackClick: TrackReferralClickUseCase,
    rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.clickAllowance = new LeasedAllowance(rateLimits, 'referralClick', config.rateLimits.referralClick.limit);
  }

  // Rate limited inside, not by @RateLimit: a link people click always redirects, never answers 429 JSON.
  @Get(':code')
  @ApiOperation({
    operationId: 'followReferralLink',
    summary: 'Follow a referral link',
    description:
      'Public, no sign-in: the link partners share, opened in a browser. Records the click (counted, or excluded as a bot, a repeat ' +
      "within the hour, the partner's own or an admin's visit, over the rate limit, not a top-level navigation, or a partner whose " +
      'standing does not count), remembers the code for 30 days in a first-party cookie so that a signup converts it, and redirects ' +
      'to the landing page: `to` when it is a same-site path, else `/`, with the `utm_*` parameters carried over. Unknown codes redirect without recording.',
  })
  @ApiQuery({ name: 'to', required: false, description: 'A same-site path to land on, e.g. /articles/3' })
  @ApiFoundResponse({ description: 'Redirect to the landing page' })
  async follow(@Param('code') code: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const query = request.query as Record<string, unknown>;
    const utm = utmOf(query);
    const landing = landingOf(query.to, utm);
    const visitor = visitorOf(request);
    const click = await this.track(code, visitor, landing, utm, request);
    if (click && !(click.exclusion && WITHOUT_COOKIES.includes(click.exclusion))) {
      const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure: request.secure, path: '/' };
      const attribution = { ...cookieOptions, maxAge: ATTRIBUTION_DAYS * DAY_MS };
      response.cookie(ATTRIBUTION_COOKIE, code, attribution);
      response.cookie(CLICK_EVENT_COOKIE, click.eventId, attribution);
      response.cookie(VISITOR_COOKIE, visitor, { ...cookieOptions, maxAge: 365 * DAY_MS });
    }
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, landing.location);
  }

  /** Never throws: when the click cannot be recorded the visitor is redirected all the same, without cookies. */
  private async track(
    code: string,
    visitor: string,
    landing: Landing,
    utm: Utm,
    request: Request,
  ): Promise<RecordedClick | null> {
    try {
      const verdict = await this.clickAllowance.take(clientAddress(request), logContextOf(request));
      const user = request.user as SessionUser | undefined;
      return await this.trackClick.execute({
        code,
        visitor,
        userAgent: request.headers['user-agent'],
        fetchDest: headerOf(request, 'sec-fetch-dest'),
        fetchMode: headerOf(request, 'sec-fetch-mode'),
        referrerHost: referrerHostOf(request.headers.referer, request.hostname),
        landingPath: landing.path,
        utm,
        viewer: user ? { userId: user.id, isAdmin: user.role === 'admin' } : null,
        overLimit: verdict.limited,
      });
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.logger.warn({
          ...logContextOf(request),
          msg: `Referral click not recorded, database unavailable: ${(error as Error).message}`,
        });
      } else {
        this.logger.error({
          ...logContextOf(request),
          msg: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
      return null;
    }
  }
}
