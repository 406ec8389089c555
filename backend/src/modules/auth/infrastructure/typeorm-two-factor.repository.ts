import { Injectable } from '@nestjs/common';
import { IsNull, Not } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import { SecretCipher, TwoFactorRepository } from '../application/two-factor.ports';
import type { TwoFactorState } from '../domain/two-factor';
import { RecoveryCodeEntity, UserTwoFactorEntity } from './two-factor.entity';

@Injectable()
export class TypeormTwoFactorRepository extends TwoFactorRepository {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cipher: SecretCipher,
  ) {
    super();
  }

  private get settings() {
    return this.unitOfWork.manager().getRepository(UserTwoFactorEntity);
  }

  private get recoveryCodes() {
    return this.unitOfWork.manager().getRepository(RecoveryCodeEntity);
  }

  async find(userId: number): Promise<TwoFactorState | null> {
    const row = await this.settings.findOne({ where: { userId } });
    if (!row) return null;
    return {
      userId,
      enabled: row.enabledAt !== null,
      secret: row.secret === null ? null : this.cipher.decrypt(row.secret, userId),
      pendingSecret: row.pendingSecret === null ? null : this.cipher.decrypt(row.pendingSecret, userId),
      lastUsedStep: row.lastUsedStep === null ? null : Number(row.lastUsedStep),
    };
  }

  isEnabled(userId: number): Promise<boolean> {
    return this.settings.exists({ where: { userId, enabledAt: Not(IsNull()) } });
  }

  async savePendingSecret(userId: number, secret: string): Promise<void> {
    await this.settings.upsert(
      { userId, pendingSecret: this.cipher.encrypt(secret, userId), updatedAt: new Date() },
      { conflictPaths: ['userId'] },
    );
  }

  async enable(userId: number, secret: string, usedStep: number): Promise<void> {
    await this.settings.update(
      { userId },
      {
        secret: this.cipher.encrypt(secret, userId),
        pendingSecret: null,
        enabledAt: new Date(),
        lastUsedStep: String(usedStep),
        updatedAt: new Date(),
      },
    );
  }

  async disable(userId: number): Promise<void> {
    await this.recoveryCodes.delete({ userId });
    await this.settings.delete({ userId });
  }

  async recordUsedStep(userId: number, step: number): Promise<boolean> {
    const result = await this.settings
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: String(step), updatedAt: new Date() })
      .where('user_id = :userId AND (last_used_step IS NULL OR last_used_step < :step)', { userId, step })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
    await this.recoveryCodes.delete({ userId });
    await this.recoveryCodes.insert(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null })));
  }

  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.recoveryCodes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  countRecoveryCodesLeft(userId: number): Promise<number> {
    return this.recoveryCodes.count({ where: { userId, usedAt: IsNull() } });
  }
}
