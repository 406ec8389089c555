import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ApiTokenRepository, type NewApiToken } from '../application/api-token.repository';
import type { ApiToken } from '../domain/api-token';
import { ApiTokenEntity } from './api-token.entity';
import {
  COUNT_ACTIVE_TOKENS,
  LOCK_TOKEN_OWNER,
  RECORD_TOKEN_USE,
  REVOKE_ALL_TOKENS,
  REVOKE_TOKEN,
} from './api-tokens.statements';

function toApiToken(row: ApiTokenEntity): ApiToken {
  return {
    id: Number(row.id),
    userId: row.userId,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

@Injectable()
export class TypeormApiTokenRepository extends ApiTokenRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get tokens() {
    return this.unitOfWork.manager().getRepository(ApiTokenEntity);
  }

  async create(token: NewApiToken): Promise<ApiToken> {
    const row = await this.tokens.save(this.tokens.create({ ...token, lastUsedAt: null, revokedAt: null }));
    return toApiToken(row);
  }

  async listUnrevoked(userId: number): Promise<ApiToken[]> {
    const rows = await this.tokens.find({ where: { userId, revokedAt: IsNull() }, order: { id: 'DESC' } });
    return rows.map(toApiToken);
  }

  async countActiveLocked(userId: number): Promise<number> {
    // NO KEY UPDATE: other rows referencing the user (foreign-key checks) are not held up.
    await this.unitOfWork.manager().query(LOCK_TOKEN_OWNER, [userId]);
    const rows: { count: number }[] = await this.unitOfWork.manager().query(COUNT_ACTIVE_TOKENS, [userId]);
    return rows[0].count;
  }

  async revoke(userId: number, id: number): Promise<Date | null> {
    const [rows]: [{ revoked_at: Date }[], number] = await this.unitOfWork.manager().query(REVOKE_TOKEN, [id, userId]);
    return rows[0]?.revoked_at ?? null;
  }

  async revokeAll(userId: number): Promise<void> {
    await this.unitOfWork.manager().query(REVOKE_ALL_TOKENS, [userId]);
  }

  async findByHash(tokenHash: string): Promise<ApiToken | null> {
    const row = await this.tokens.findOne({ where: { tokenHash } });
    return row ? toApiToken(row) : null;
  }

  async recordUse(id: number): Promise<void> {
    await this.unitOfWork.manager().query(RECORD_TOKEN_USE, [id]);
  }
}
