import { Injectable } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import type { IssuedListingQuote } from '../../submissions/application/issue-listing-quote.use-case';
import { ListingQuoteModeration } from '../../submissions/application/listing-quote-moderation';
import type { QuoteRequest } from '../../submissions/application/prepare-listing-quote.use-case';
import { formatQuoteAmount } from '../../submissions/domain/listing-quote';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';
import { ModerationConsequences } from './moderation-consequences';

/**
 * An admin quotes a paid listing's price on chain: the token's details are read from the chain first,
 * then the quote replaces the open one with its audit entry, the owner's timeline entry and
 * notification, in one transaction.
 */
@Injectable()
export class IssueQuoteUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly quotes: ListingQuoteModeration,
    private readonly consequences: ModerationConsequences,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(submissionId: number, request: QuoteRequest, actor: Actor): Promise<IssuedListingQuote> {
    const prepared = await this.quotes.prepareQuote(submissionId, request);
    return this.transactions.run(async () => {
      const issued = await this.quotes.issueQuote(prepared, actor.id);
      const { quote, listing, superseded } = issued;
      const amount = formatQuoteAmount(quote);
      await this.audit.record({
        actor,
        action: 'project-submission.quote',
        targetType: 'project-submission',
        targetId: submissionId,
        targetLabel: listing.projectName,
        outcome: 'issued',
        notes: `${amount} on ${chainName(quote.chainId)}, valid until ${quote.expiresAt.toISOString()}`,
        before: { quoteId: superseded?.id ?? null, amount: superseded ? formatQuoteAmount(superseded) : null },
        after: {
          quoteId: quote.id,
          amount,
          amountBaseUnits: quote.amount.toString(),
          token: quote.token,
          chainId: quote.chainId,
          treasury: quote.treasury,
          expiresAt: quote.expiresAt.toISOString(),
        },
      });
      await this.consequences.notify({
        type: 'project-submission.quote-issued',
        submissionId,
        ownerUserId: listing.userId,
        projectName: listing.projectName,
        amount,
        chainName: chainName(quote.chainId),
        expiresAt: quote.expiresAt.toISOString(),
      });
      return issued;
    });
  }
}
