import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PayoutAddressRepository, type NewPayoutAddressChange } from '../application/payout-address.repository';
import type { PayoutAddressChange } from '../domain/payout-address';
import { PayoutAddressChangeEntity } from './payout-address-change.entity';
import { ADD_CHANGE, CANCEL_PENDING, LOCK_PAYOUT_OWNER } from './payout-addresses.statements';

function toChange(row: PayoutAddressChangeEntity): PayoutAddressChange {
  return {
    id: row.id,
    userId: row.userId,
    address: row.address,
    chainId: row.chainId,
    requestedAt: row.requestedAt,
    effectiveAt: row.effectiveAt,
    cancelledAt: row.cancelledAt,
    requestedFrom: row.requestedFrom,
  };
}

@Injectable()
export class TypeormPayoutAddressRepository extends PayoutAddressRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get changes() {
    return this.unitOfWork.manager().getRepository(PayoutAddressChangeEntity);
  }

  async changesOf(userId: number, limit: number, options: { lock?: boolean } = {}): Promise<PayoutAddressChange[]> {
    if (options.lock) await this.unitOfWork.manager().query(LOCK_PAYOUT_OWNER, [userId]);
    const rows = await this.changes.find({ where: { userId }, order: { id: 'DESC' }, take: limit });
    return rows.map(toChange);
  }

  async add(change: NewPayoutAddressChange): Promise<PayoutAddressChange> {
    const [{ id }]: { id: number }[] = await this.unitOfWork
      .manager()
      .query(ADD_CHANGE, [change.userId, change.address, change.chainId, change.holdMs, change.requestedFrom]);
    return toChange(await this.changes.findOneByOrFail({ id }));
  }

  async cancelPending(userId: number): Promise<number[]> {
    const [rows]: [{ id: number }[], number] = await this.unitOfWork.manager().query(CANCEL_PENDING, [userId]);
    return rows.map((row) => row.id);
  }

  async deleteAllOf(userId: number): Promise<void> {
    await this.changes.delete({ userId });
  }
}
