import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { sendError } from '../../../../common/middleware/send-error';
import { logContextOf } from '../../../../common/http/request-labels';
import { RateLimitService } from '../../../../rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { cacheTags } from '../../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../../database/change-notified-cache';
import { hashApiToken } from '../../application/api-token-secret';
import { ApiTokenRepository } from '../../application/api-token.repository';
import { isWriteMethod, READ_ONLY_TOKEN_MESSAGE, tokenRefusal, type ApiTokenScope } from '../../domain/api-token';
import { LeasedAllowance } from '../../../../rate-limit/leased-allowance';
import { bearerTokenOf, markBearerRequest } from './bearer-credential';

/** A token as the hot path needs it; frozen in the cache, dates as epoch ms. */
interface TokenLookup {
  id: number;
  userId: number;
  scope: ApiTokenScope;
  expiresAt: number | null;
  revoked: boolean;
  lastUsedAt: number | null;
}

/** A token's use is written at most this often (per token, across instances). */
const LAST_USED_INTERVAL_MS = 60_000;
/** Longer than any valid token (cbt_ + 43 characters); longer headers are not worth hashing. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The identity step for `Authorization: Bearer <token>`: the token's owner, loaded through the same
 * path as a session's user (so a role change or a disabled account applies at once), becomes
 * request.user for this request only. No session is loaded or created, even when a cookie is sent
 * too: the bearer wins, and a bad bearer is refused, never ignored.
 */
@Injectable()
export class BearerIdentity {
  private readonly logger = new Logger(BearerIdentity.name);
  private readonly allowance: LeasedAllowance;
  /**
   * Cached lookups whose use this instance has written: until the write's change notification
   * replaces the lookup (or it ages out of the cache), requests do not write again.
   */
  private readonly recorded = new WeakSet<TokenLookup>();

  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly cache: ChangeNotifiedCache,
    rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowance = new LeasedAllowance(rateLimits, 'apiToken', config.rateLimits.apiToken.limit);
  }

  /** Whether the request presents a bearer token at all (then `handle` decides who it is). */
  applies(request: Request): boolean {
    return bearerTokenOf(request) !== null;
  }

  readonly handle = (request: Request, response: Response, next: NextFunction): void => {
    const presented = bearerTokenOf(request) ?? '';
    if (presented === '' || presented.length > MAX_TOKEN_LENGTH) return sendError(response, 401, 'Invalid API token');
    this.lookup(hashApiToken(presented)).then(
      (token) => this.authenticate(token, request, response, next),
      (error: unknown) => next(error),
    );
  };

  private authenticate(token: TokenLookup | null, request: Request, response: Response, next: NextFunction): void {
    const refusal = tokenRefusal(token);
    if (refusal !== null || !token) return sendError(response, 401, refusal ?? 'Invalid API token');
    passport.deserializeUser(token.userId, request, (error: unknown, user?: Express.User | false) => {
      if (error) return next(error);
      if (!user) return sendError(response, 401, 'Invalid API token');
      const verdict = this.allowance.take(String(token.id), logContextOf(request));
      if ('then' in verdict) {
        verdict.then((settled) => this.admit(settled, token, user, request, response, next), next);
      } else {
        this.admit(verdict, token, user, request, response, next);
      }
    });
  }

  private admit(
    verdict: { limited: boolean; retryAfterSeconds?: number },
    token: TokenLookup,
    user: Express.User,
    request: Request,
    response: Response,
    next: NextFunction,
  ): void {
    if (verdict.limited) {
      response.setHeader('Retry-After', String(verdict.retryAfterSeconds ?? 60));
      return sendError(response, 429, 'Too many requests with this API token, please try again later');
    }
    if (token.scope === 'read' && isWriteMethod(request.method))
      return sendError(response, 403, READ_ONLY_TOKEN_MESSAGE);
    this.recordUse(token, request);
    request.user = user;
    markBearerRequest(request, token.id, token.scope);
    next();
  }

  private async lookup(tokenHash: string): Promise<TokenLookup | null> {
    const key = `api-token:${tokenHash}`;
    const cached = this.cache.get<TokenLookup>(key);
    if (cached) return cached;
    const generation = this.cache.currentGeneration();
    const token = await this.tokens.findByHash(tokenHash);
    // Unknown tokens are not cached: guessing must not push real entries out.
    if (!token) return null;
    const lookup: TokenLookup = {
      id: token.id,
      userId: token.userId,
      scope: token.scope,
      expiresAt: token.expiresAt?.getTime() ?? null,
      revoked: token.revokedAt !== null,
      lastUsedAt: token.lastUsedAt?.getTime() ?? null,
    };
    this.cache.set(
      { key, tags: [cacheTags.row('api_tokens', tokenHash)], expiresAt: lookup.expiresAt ?? undefined },
      lookup,
      generation,
    );
    return lookup;
  }

  private recordUse(token: TokenLookup, request: Request): void {
    if (token.lastUsedAt !== null && Date.now() - token.lastUsedAt < LAST_USED_INTERVAL_MS) return;
    if (this.recorded.has(token)) return;
    this.recorded.add(token);
    this.tokens.recordUse(token.id).catch((error: unknown) => {
      this.recorded.delete(token);
      this.logger.warn({
        ...logContextOf(request),
        msg: `Could not record the use of API token ${token.id}: ${String(error)}`,
      });
    });
  }
}
