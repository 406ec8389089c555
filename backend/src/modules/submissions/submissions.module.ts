import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ClaimsModule } from '../claims/claims.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PartnersModule } from '../partners/partners.module';
import { TimelineModule } from '../timeline/timeline.module';
import { ArticleSubmissionRepository } from './application/article-submission.repository';
import { ArticleModeration } from './application/article-moderation';
import { ProjectSubmissionModeration } from './application/project-submission-moderation';
import { DecideArticleSubmissionUseCase } from './application/decide-article-submission.use-case';
import { DecideProjectSubmissionUseCase } from './application/decide-project-submission.use-case';
import { ReverseSubmissionUseCase } from './application/reverse-submission.use-case';
import { SubmissionReversalRepository } from './application/submission-reversal.repository';
import { HtmlSanitizer } from './application/html-sanitizer';
import { ListingPaymentRepository } from './application/listing-payment.repository';
import { RecordListingPaymentUseCase } from './application/record-listing-payment.use-case';
import { ListArticleSubmissionsUseCase } from './application/list-article-submissions.use-case';
import { ListProjectSubmissionsUseCase } from './application/list-project-submissions.use-case';
import { ManageOwnArticleSubmissionUseCase } from './application/manage-own-article-submission.use-case';
import { ManageOwnProjectSubmissionUseCase } from './application/manage-own-project-submission.use-case';
import { ProjectSubmissionRepository } from './application/project-submission.repository';
import { ReadPublishedArticlesUseCase } from './application/read-published-articles.use-case';
import { SubmitArticleUseCase } from './application/submit-article.use-case';
import { SubmissionAccountData, SubmissionAccountDataRepository } from './application/submission-account-data';
import { SubmitProjectUseCase } from './application/submit-project.use-case';
import { ProjectSubmissionAccess } from './application/project-submission-access';
import { AllProjectSubmissionsController } from './http/all-project-submissions.controller';
import { ArticleSubmissionsController } from './http/article-submissions.controller';
import { ProjectSubmissionsController } from './http/project-submissions.controller';
import { PublishedArticlesController } from './http/published-articles.controller';
import { ArticleSubmissionEntity } from './infrastructure/article-submission.entity';
import { ProjectSubmissionEntity } from './infrastructure/project-submission.entity';
import { SanitizeHtmlSanitizer } from './infrastructure/sanitize-html.sanitizer';
import { ListingPaymentEntity } from './infrastructure/listing-payment.entity';
import { TypeormListingPaymentRepository } from './infrastructure/typeorm-listing-payment.repository';
import { TypeormArticleSubmissionRepository } from './infrastructure/typeorm-article-submission.repository';
import { TypeormProjectSubmissionRepository } from './infrastructure/typeorm-project-submission.repository';
import { TypeormSubmissionReversalRepository } from './infrastructure/typeorm-submission-reversal.repository';
import { TypeormSubmissionAccountDataRepository } from './infrastructure/typeorm-submission-account-data.repository';
import { ListAllProjectSubmissionsUseCase } from './application/list-all-project-submissions.use-case';
import { SubmissionAdminLists } from './application/submission-admin-lists';
import { ListingQuoteRepository } from './application/listing-quote.repository';
import { ListingQuoteModeration } from './application/listing-quote-moderation';
import { PrepareListingQuoteUseCase } from './application/prepare-listing-quote.use-case';
import { IssueListingQuoteUseCase } from './application/issue-listing-quote.use-case';
import { InspectChainPaymentUseCase } from './application/inspect-chain-payment.use-case';
import { SettleChainPaymentUseCase } from './application/settle-chain-payment.use-case';
import { SubmitChainPaymentUseCase } from './application/submit-chain-payment.use-case';
import { ListingPaymentStateUseCase } from './application/listing-payment-state.use-case';
import { ListingPaymentsController } from './http/listing-payments.controller';
import { ListingQuoteEntity } from './infrastructure/listing-quote.entity';
import { ListingChainPaymentEntity } from './infrastructure/listing-chain-payment.entity';
import { TypeormListingQuoteRepository } from './infrastructure/typeorm-listing-quote.repository';
import { TypeormSubmissionAdminLists } from './infrastructure/typeorm-submission-admin-lists';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ArticleSubmissionEntity,
      ProjectSubmissionEntity,
      ListingPaymentEntity,
      ListingQuoteEntity,
      ListingChainPaymentEntity,
    ]),
    AuthModule,
    PartnersModule,
    NotificationsModule,
    TimelineModule,
    ClaimsModule,
  ],
  controllers: [
    AllProjectSubmissionsController,
    ArticleSubmissionsController,
    ProjectSubmissionsController,
    PublishedArticlesController,
    ListingPaymentsController,
  ],
  providers: [
    ListAllProjectSubmissionsUseCase,
    ProjectSubmissionAccess,
    { provide: SubmissionAdminLists, useClass: TypeormSubmissionAdminLists },
    ListArticleSubmissionsUseCase,
    SubmitArticleUseCase,
    ReadPublishedArticlesUseCase,
    SubmitProjectUseCase,
    ListProjectSubmissionsUseCase,
    ManageOwnProjectSubmissionUseCase,
    ManageOwnArticleSubmissionUseCase,
    DecideArticleSubmissionUseCase,
    DecideProjectSubmissionUseCase,
    ReverseSubmissionUseCase,
    { provide: SubmissionReversalRepository, useClass: TypeormSubmissionReversalRepository },
    RecordListingPaymentUseCase,
    ArticleModeration,
    ProjectSubmissionModeration,
    { provide: ListingPaymentRepository, useClass: TypeormListingPaymentRepository },
    SubmissionAccountData,
    { provide: SubmissionAccountDataRepository, useClass: TypeormSubmissionAccountDataRepository },
    { provide: ArticleSubmissionRepository, useClass: TypeormArticleSubmissionRepository },
    { provide: ProjectSubmissionRepository, useClass: TypeormProjectSubmissionRepository },
    { provide: HtmlSanitizer, useClass: SanitizeHtmlSanitizer },
    { provide: ListingQuoteRepository, useClass: TypeormListingQuoteRepository },
    PrepareListingQuoteUseCase,
    IssueListingQuoteUseCase,
    InspectChainPaymentUseCase,
    SettleChainPaymentUseCase,
    SubmitChainPaymentUseCase,
    ListingPaymentStateUseCase,
    ListingQuoteModeration,
  ],
  exports: [
    ProjectSubmissionAccess,
    ReadPublishedArticlesUseCase,
    SubmissionAdminLists,
    ArticleModeration,
    ProjectSubmissionModeration,
    ListingQuoteModeration,
  ],
})
export class SubmissionsModule {}
