import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { latestPaymentDay, type NewListingPayment } from '../../submissions/domain/listing-payment';
import { bulkIdsProblem, type BulkPaymentItemResult } from '../domain/bulk-decision';
import type { Actor } from '../domain/moderation';
import { bulkItem } from './bulk-item';
import { RecordPaymentUseCase } from './record-payment.use-case';

/**
 * Records one payment (amount, reference, day paid) for each of several featured or verified
 * listings. Each is the single recording (its own transaction, audit entry, timeline entry and
 * owner notification, Featured placement where it applies), so a listing that is free, already
 * paid or unknown is reported and left as it is while the others go on.
 */
@Injectable()
export class BulkRecordPaymentUseCase {
  constructor(private readonly recordPayment: RecordPaymentUseCase) {}

  async execute(
    ids: readonly number[],
    payment: NewListingPayment,
    actor: Actor,
    now = new Date(),
  ): Promise<BulkPaymentItemResult[]> {
    const problem = bulkIdsProblem(ids);
    if (problem) throw new DomainError('VALIDATION_FAILED', problem);
    // Refused for the whole request, before any listing, as the single recording refuses it.
    if (payment.paidOn > latestPaymentDay(now))
      throw new DomainError('VALIDATION_FAILED', 'The payment date cannot be in the future');
    const results: BulkPaymentItemResult[] = [];
    for (const id of ids) results.push(await this.recordOne(id, payment, actor));
    return results;
  }

  private recordOne(id: number, payment: NewListingPayment, actor: Actor): Promise<BulkPaymentItemResult> {
    return bulkItem(id, async () => {
      const recorded = await this.recordPayment.execute(id, payment, actor);
      return { id, ok: true, outcome: 'completed', featured: recorded.featured } as const;
    });
  }
}
