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

export abstract class SubmissionAccountDataRepository {
  abstract articlesOf(partnerId: number): Promise<ArticleSubmission[]>;
  abstract projectSubmissionsOf(userId: number): Promise<ProjectSubmission[]>;
  /** The payments recorded for the account's submissions, without who recorded them. */
  abstract listingPaymentsOf(userId: number): Promise<ListingPayment[]>;
  /** Published articles stay: readers still find them, under the anonymised partner's name. */
  abstract deleteUnpublishedArticles(partnerId: number): Promise<void>;
  /** Directory projects that approved submissions created stay in the directory. */
  abstract deleteProjectSubmissions(userId: number): Promise<void>;
}

/**
 * The account's article and project submissions and their recorded payments: exported, and deleted
 * with it except published articles (payments go with their submissions).
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
