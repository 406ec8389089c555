import { Injectable } from '@nestjs/common';
import { Not } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  SubmissionAccountDataRepository,
  type ExportedChainPayment,
  type ExportedQuote,
} from '../application/submission-account-data';
import type { ArticleSubmission } from '../domain/article-submission';
import type { ListingPayment } from '../domain/listing-payment';
import type { ProjectSubmission } from '../domain/project-submission';
import { ArticleSubmissionEntity } from './article-submission.entity';
import { ListingPaymentEntity } from './listing-payment.entity';
import { ProjectSubmissionEntity } from './project-submission.entity';

@Injectable()
export class TypeormSubmissionAccountDataRepository extends SubmissionAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get articles() {
    return this.unitOfWork.manager().getRepository(ArticleSubmissionEntity);
  }

  private get projectSubmissions() {
    return this.unitOfWork.manager().getRepository(ProjectSubmissionEntity);
  }

  articlesOf(partnerId: number): Promise<ArticleSubmission[]> {
    return this.articles.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  projectSubmissionsOf(userId: number): Promise<ProjectSubmission[]> {
    return this.projectSubmissions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  listingPaymentsOf(userId: number): Promise<ListingPayment[]> {
    return this.unitOfWork
      .manager()
      .getRepository(ListingPaymentEntity)
      .createQueryBuilder('payment')
      .select([
        'payment.id',
        'payment.submissionId',
        'payment.amountCents',
        'payment.currency',
        'payment.reference',
        'payment.paidOn',
        'payment.recordedAt',
      ])
      .innerJoin(ProjectSubmissionEntity, 'submission', 'submission.id = payment.submissionId')
      .where('submission.userId = :userId', { userId })
      .orderBy('payment.recordedAt', 'DESC')
      .addOrderBy('payment.id', 'DESC')
      .getMany();
  }

  listingQuotesOf(userId: number): Promise<ExportedQuote[]> {
    return this.unitOfWork.manager().query(
      `SELECT quote.submission_id AS "submissionId", quote.chain_id AS "chainId", quote.token,
              quote.token_symbol AS "tokenSymbol", quote.token_decimals AS "tokenDecimals", quote.amount::text AS amount,
              quote.treasury, quote.expires_at AS "expiresAt", quote.status, quote.created_at AS "issuedAt"
       FROM listing_quotes quote JOIN project_submissions submission ON submission.id = quote.submission_id
       WHERE submission.user_id = $1 ORDER BY quote.id DESC`,
      [userId],
    );
  }

  chainPaymentsOf(userId: number): Promise<ExportedChainPayment[]> {
    return this.unitOfWork.manager().query(
      `SELECT payment.submission_id AS "submissionId", payment.chain_id AS "chainId", payment.tx_hash AS "txHash",
              payment.status, payment.refusal, payment.created_at AS "submittedAt", payment.settled_at AS "settledAt"
       FROM listing_chain_payments payment JOIN project_submissions submission ON submission.id = payment.submission_id
       WHERE submission.user_id = $1 ORDER BY payment.id DESC`,
      [userId],
    );
  }

  async deleteUnpublishedArticles(partnerId: number): Promise<void> {
    await this.articles.delete({ partnerId, status: Not('approved') });
  }

  async deleteProjectSubmissions(userId: number): Promise<void> {
    await this.projectSubmissions.delete({ userId });
  }
}
