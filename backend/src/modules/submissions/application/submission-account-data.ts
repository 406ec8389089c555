import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataExportHandlers,
  AccountDeletedHandlers,
  type AccountDataOwner,
} from '../../auth/application/account-data';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { ArticleSubmission } from '../domain/article-submission';
import type { ListingPayment } from '../domain/listing-payment';
import type { ProjectSubmission } from '../domain/project-submission';

/** A quote for one of the account's listings, as exported: the amount in the token's base units. */
export interface ExportedQuote {
  submissionId: number;
  chainId: number;
  token: string;
  tokenSymbol: string;
  tokenDecimals: number;
  amount: string;
  treasury: string;
  expiresAt: Date;
  status: string;
  issuedAt: Date;
}

/** A transaction the account entered to pay a listing, and what the check of it found. */
export interface ExportedChainPayment {
  submissionId: number;
  chainId: number;
  txHash: string;
  status: string;
  refusal: string | null;
  submittedAt: Date;
  settledAt: Date | null;
}

export abstract class SubmissionAccountDataRepository {
  abstract articlesOf(partnerId: number): Promise<ArticleSubmission[]>;
  abstract projectSubmissionsOf(userId: number): Promise<ProjectSubmission[]>;
  /** The payments recorded for the account's submissions, without who recorded them. */
  abstract listingPaymentsOf(userId: number): Promise<ListingPayment[]>;
  /** The quotes issued for the account's listings, without who issued them. */
  abstract listingQuotesOf(userId: number): Promise<ExportedQuote[]>;
  /** The transactions the account entered to pay its listings. */
  abstract chainPaymentsOf(userId: number): Promise<ExportedChainPayment[]>;
  /** Published articles stay: readers still find them, under the anonymised partner's name. */
  abstract deleteUnpublishedArticles(partnerId: number): Promise<void>;
  /** Directory projects that approved submissions created stay in the directory. */
  abstract deleteProjectSubmissions(userId: number): Promise<void>;
}

/**
 * The account's article and project submissions, their recorded payments, quotes and on-chain
 * payments: exported, and deleted with it except published articles (payments and quotes go with
 * their submissions).
 */
@Injectable()
export class SubmissionAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly data: SubmissionAccountDataRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.delete(owner) });
  }

  private async export(owner: AccountDataOwner) {
    const profile = await this.profiles.find(owner.userId);
    return {
      articleSubmissions: profile ? await this.data.articlesOf(profile.id) : [],
      projectSubmissions: await this.data.projectSubmissionsOf(owner.userId),
      listingPayments: (await this.data.listingPaymentsOf(owner.userId)).map(exportedPayment),
      listingQuotes: await this.data.listingQuotesOf(owner.userId),
      onChainPayments: await this.data.chainPaymentsOf(owner.userId),
    };
  }

  private async delete(owner: AccountDataOwner): Promise<void> {
    const profile = await this.profiles.find(owner.userId);
    if (profile) await this.data.deleteUnpublishedArticles(profile.id);
    await this.data.deleteProjectSubmissions(owner.userId);
  }
}

/** In US dollars, as the admin entered it. */
function exportedPayment({ submissionId, amountCents, currency, reference, paidOn, recordedAt }: ListingPayment) {
  return { submissionId, amount: amountCents / 100, currency, reference, paidOn, recordedAt };
}
