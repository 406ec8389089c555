import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClaimsModule } from '../claims/claims.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AuthModule } from '../auth/auth.module';
import { ContactModule } from '../contact/contact.module';
import { PartnersModule } from '../partners/partners.module';
import { ProjectsModule } from '../projects/projects.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { AdministerUsersUseCase } from './application/administer-users.use-case';
import { BulkModerateUseCase } from './application/bulk-moderate.use-case';
import { BulkRecordPaymentUseCase } from './application/bulk-record-payment.use-case';
import { AuditLogRepository } from './application/audit-log.repository';
import { ModerateUseCase } from './application/moderate.use-case';
import { ModerationConsequences } from './application/moderation-consequences';
import { ModerationTargets } from './application/moderation-targets';
import { ReverseDecisionUseCase } from './application/reverse-decision.use-case';
import { ReadInboxUseCase } from './application/read-inbox.use-case';
import { ReadModerationQueueUseCase } from './application/read-moderation-queue.use-case';
import { RecordPaymentUseCase } from './application/record-payment.use-case';
import { ReviewReferralConversionUseCase } from './application/review-referral-conversion.use-case';
import { AdminBulkDecisionsController } from './http/admin-bulk-decisions.controller';
import { AdminModerationController } from './http/admin-moderation.controller';
import { AdminQueuesController } from './http/admin-queues.controller';
import { AdminReversalsController } from './http/admin-reversals.controller';
import { AdminRecordsController } from './http/admin-records.controller';
import { AdminReferralConversionsController } from './http/admin-referral-conversions.controller';
import { AdminUsersController } from './http/admin-users.controller';
import { ProjectSubmissionPaymentController } from './http/project-submission-payment.controller';
import { ProjectSubmissionStatusController } from './http/project-submission-status.controller';
import { AuditLogEntity } from './infrastructure/audit-log.entity';
import { TypeormAuditLogRepository } from './infrastructure/typeorm-audit-log.repository';
import { AuditLogList } from './application/audit-log-list';
import { IssueQuoteUseCase } from './application/issue-quote.use-case';
import { CheckChainPaymentUseCase } from './application/check-chain-payment.use-case';
import { ChainPaymentCheckWorker } from './application/chain-payment-check-worker';
import { ListingQuotesController } from './http/listing-quotes.controller';
import { TypeormAuditLogList } from './infrastructure/typeorm-audit-log-list';

/** Moderation decides through the use cases of the modules that own the items; it owns only the audit log. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AuditLogEntity]),
    AuthModule,
    ClaimsModule,
    ContactModule,
    PartnersModule,
    ProjectsModule,
    ReferralsModule,
    SubmissionsModule,
    NotificationsModule,
  ],
  controllers: [
    AdminModerationController,
    AdminBulkDecisionsController,
    AdminQueuesController,
    AdminReversalsController,
    AdminRecordsController,
    AdminReferralConversionsController,
    AdminUsersController,
    ProjectSubmissionStatusController,
    ProjectSubmissionPaymentController,
    ListingQuotesController,
  ],
  providers: [
    { provide: AuditLogList, useClass: TypeormAuditLogList },
    ModerationTargets,
    ModerationConsequences,
    ModerateUseCase,
    ReverseDecisionUseCase,
    BulkModerateUseCase,
    BulkRecordPaymentUseCase,
    ReadModerationQueueUseCase,
    ReadInboxUseCase,
    RecordPaymentUseCase,
    ReviewReferralConversionUseCase,
    AdministerUsersUseCase,
    IssueQuoteUseCase,
    CheckChainPaymentUseCase,
    ChainPaymentCheckWorker,
    { provide: AuditLogRepository, useClass: TypeormAuditLogRepository },
  ],
  // The audit log of admin decisions other modules own (the ownership module's signers).
  exports: [AuditLogRepository],
})
export class AdminModule {}
