import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { WalletRepository, type NewWallet } from '../application/wallet.repository';
import { WALLET_TAKEN_MESSAGE, type Wallet } from '../domain/wallet';
import { WalletEntity } from './wallet.entity';
import { LOCK_WALLET_OWNER, RECORD_WALLET_USE } from './wallets.statements';

function toWallet(row: WalletEntity): Wallet {
  return {
    id: row.id,
    userId: row.userId,
    address: row.address,
    chainId: row.chainId,
    name: row.name,
    linkedAt: row.linkedAt,
    lastUsedAt: row.lastUsedAt,
  };
}

@Injectable()
export class TypeormWalletRepository extends WalletRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get wallets() {
    return this.unitOfWork.manager().getRepository(WalletEntity);
  }

  async findByAddress(address: string): Promise<Wallet | null> {
    const row = await this.wallets.findOneBy({ address });
    return row ? toWallet(row) : null;
  }

  async listOf(userId: number): Promise<Wallet[]> {
    return (await this.wallets.find({ where: { userId }, order: { id: 'ASC' } })).map(toWallet);
  }

  async countOfLocked(userId: number): Promise<number> {
    await this.unitOfWork.manager().query(LOCK_WALLET_OWNER, [userId]);
    return this.wallets.countBy({ userId });
  }

  async link(wallet: NewWallet): Promise<Wallet> {
    try {
      const row = await this.wallets.save(this.wallets.create({ ...wallet, name: null, lastUsedAt: null }));
      // The insert answers the id only; linked_at is the database's default.
      return toWallet(await this.wallets.findOneByOrFail({ id: row.id }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', WALLET_TAKEN_MESSAGE);
      throw error;
    }
  }

  async rename(userId: number, id: number, name: string | null): Promise<Wallet | null> {
    const { affected } = await this.wallets.update({ id, userId }, { name });
    if (!affected) return null;
    return toWallet(await this.wallets.findOneByOrFail({ id }));
  }

  async unlink(userId: number, id: number): Promise<boolean> {
    const { affected } = await this.wallets.delete({ id, userId });
    return Boolean(affected);
  }

  async markUsed(id: number): Promise<void> {
    await this.unitOfWork.manager().query(RECORD_WALLET_USE, [id]);
  }

  async deleteAllOf(userId: number): Promise<void> {
    await this.wallets.delete({ userId });
  }
}
