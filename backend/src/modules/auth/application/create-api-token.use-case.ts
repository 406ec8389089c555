import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { MAX_ACTIVE_API_TOKENS, TOO_MANY_TOKENS_MESSAGE, type ApiToken, type ApiTokenScope } from '../domain/api-token';
import { ApiTokenRepository } from './api-token.repository';
import { newApiTokenSecret } from './api-token-secret';

const DAY_MS = 24 * 60 * 60_000;

export interface NewApiTokenRequest {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: number | null;
}

/** Issues a personal API token; the token itself is returned this once and only its hash is kept. */
@Injectable()
export class CreateApiTokenUseCase {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  execute(userId: number, request: NewApiTokenRequest): Promise<{ apiToken: ApiToken; token: string }> {
    return this.transactions.run(async () => {
      if ((await this.tokens.countActiveLocked(userId)) >= MAX_ACTIVE_API_TOKENS) {
        throw new DomainError('CONFLICT', TOO_MANY_TOKENS_MESSAGE);
      }
      const { token, tokenHash, prefix } = newApiTokenSecret();
      const apiToken = await this.tokens.create({
        userId,
        name: request.name,
        tokenHash,
        prefix,
        scope: request.scope,
        expiresAt: request.expiresInDays === null ? null : new Date(Date.now() + request.expiresInDays * DAY_MS),
      });
      return { apiToken, token };
    });
  }
}
