import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  ListingQuoteRepository,
  type NewListingQuote,
  type StoredChainPayment,
} from '../application/listing-quote.repository';
import type { ChainPayment, ChainPaymentStatus } from '../domain/chain-payment';
import type { ListingQuote } from '../domain/listing-quote';
import { ListingChainPaymentEntity } from './listing-chain-payment.entity';
import { ListingQuoteEntity } from './listing-quote.entity';

const UNIQUE_VIOLATION = '23505';

function quoteOf(entity: ListingQuoteEntity): ListingQuote {
  const { issuedBy: _issuedBy, amount, ...rest } = entity;
  return { ...rest, amount: BigInt(amount) };
}

@Injectable()
export class TypeormListingQuoteRepository extends ListingQuoteRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get quotes() {
    return this.unitOfWork.manager().getRepository(ListingQuoteEntity);
  }

  private get payments() {
    return this.unitOfWork.manager().getRepository(ListingChainPaymentEntity);
  }

  async replaceOpenQuote(quote: NewListingQuote, issuedBy: number): Promise<ListingQuote> {
    await this.quotes.update({ submissionId: quote.submissionId, status: 'open' }, { status: 'superseded' });
    const saved = await this.quotes.save(
      this.quotes.create({ ...quote, amount: quote.amount.toString(), status: 'open', issuedBy }),
    );
    return quoteOf(saved);
  }

  async openQuote(submissionId: number): Promise<ListingQuote | null> {
    const quote = await this.quotes.findOne({ where: { submissionId, status: 'open' } });
    return quote ? quoteOf(quote) : null;
  }

  async quote(id: number): Promise<ListingQuote | null> {
    const quote = await this.quotes.findOne({ where: { id } });
    return quote ? quoteOf(quote) : null;
  }

  async latestQuote(submissionId: number): Promise<ListingQuote | null> {
    const quote = await this.quotes.findOne({ where: { submissionId }, order: { id: 'DESC' } });
    return quote ? quoteOf(quote) : null;
  }

  async addPayment(
    payment: Pick<ChainPayment, 'submissionId' | 'quoteId' | 'chainId' | 'txHash'>,
    submittedBy: number,
  ): Promise<StoredChainPayment | null> {
    try {
      // A savepoint, so the unique violation leaves the caller's transaction usable for its 409.
      return await this.unitOfWork.savepoint(() =>
        this.payments.save(this.payments.create({ ...payment, submittedBy, status: 'checking' })),
      );
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION)
        return null;
      throw error;
    }
  }

  async payment(id: number): Promise<StoredChainPayment | null> {
    return this.payments.findOne({ where: { id } });
  }

  async lockPayment(id: number): Promise<StoredChainPayment | null> {
    const payment = await this.payments
      .createQueryBuilder('payment')
      .where('payment.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    return payment ?? null;
  }

  paymentsOf(submissionId: number, limit: number): Promise<StoredChainPayment[]> {
    return this.payments.find({ where: { submissionId }, order: { id: 'DESC' }, take: limit });
  }

  async noteWaiting(id: number, waitingFor: string): Promise<void> {
    await this.payments.increment({ id, status: 'checking' }, 'checks', 1);
    await this.payments.update({ id, status: 'checking' }, { waitingFor });
  }

  async settle(id: number, status: Exclude<ChainPaymentStatus, 'checking'>, refusal: string | null): Promise<boolean> {
    const { affected } = await this.payments.update(
      { id, status: 'checking' },
      { status, refusal, waitingFor: null, settledAt: new Date() },
    );
    return Boolean(affected);
  }

  async markQuotePaid(quoteId: number): Promise<void> {
    await this.quotes.update({ id: quoteId }, { status: 'paid' });
  }
}
