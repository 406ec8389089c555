import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { ApiTokenRepository } from './api-token.repository';

/** Revokes one of the caller's tokens; it stops working on every instance at once (its cached lookup is dropped). */
@Injectable()
export class RevokeApiTokenUseCase {
  constructor(private readonly tokens: ApiTokenRepository) {}

  async execute(userId: number, id: number): Promise<{ id: number; revokedAt: Date }> {
    const revokedAt = await this.tokens.revoke(userId, id);
    if (!revokedAt) throw new DomainError('NOT_FOUND', 'API token not found');
    return { id, revokedAt };
  }
}
