import { Injectable } from '@nestjs/common';
import { IsNull, MoreThan } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import { AccountTokenRepository, type NewAccountToken } from '../application/account-token.repository';
import type { AccountToken, AccountTokenPurpose } from '../domain/account-token';
import { AccountTokenEntity } from './account-token.entity';

function toAccountToken(row: AccountTokenEntity): AccountToken {
  return {
    id: Number(row.id),
    userId: row.userId,
    purpose: row.purpose,
    email: row.email,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
  };
}

@Injectable()
export class TypeormAccountTokenRepository extends AccountTokenRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get tokens() {
    return this.unitOfWork.manager().getRepository(AccountTokenEntity);
  }

  async create(token: NewAccountToken): Promise<AccountToken> {
    const row = await this.tokens.save(this.tokens.create({ ...token, usedAt: null }));
    return toAccountToken(row);
  }

  async findByHash(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    const row = await this.tokens.findOne({ where: { tokenHash, purpose } });
    return row ? toAccountToken(row) : null;
  }

  hasNewer(token: AccountToken): Promise<boolean> {
    return this.tokens.exists({
      where: { userId: token.userId, purpose: token.purpose, id: MoreThan(String(token.id)) },
    });
  }

  async markUsed(id: number): Promise<boolean> {
    const result = await this.tokens.update({ id: String(id), usedAt: IsNull() }, { usedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  async markAllUsed(userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await this.tokens.update({ userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }
}
