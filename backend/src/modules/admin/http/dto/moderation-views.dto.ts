import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ReviewStateDto } from '../../../../common/http/review-state.dto';
import { AUDIT_ACTIONS, type AuditAction, type AuditValues } from '../../domain/moderation';
import { REASON_CODES, type ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../../contact/domain/newsletter-subscription';

export class PendingPartnerDto extends ReviewStateDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'PP-2611-0001', description: 'The ID the applicant quotes; `q` finds it' }) requestId: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: String }) website: string | null;
  @ApiProperty({ type: String }) description: string | null;
  @ApiProperty() referralCode: string;
  @ApiProperty({ description: "The owner's username" }) username: string;
  @ApiProperty() createdAt: Date;
}

export class PendingProjectDto extends ReviewStateDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() category: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String }) website: string | null;
  @ApiProperty() createdAt: Date;
}

/** A verified directory project; `POST /api/admin/projects/{id}/unverify` takes its badge back. */
export class VerifiedProjectDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() category: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: String }) website: string | null;
  @ApiProperty({ description: 'When the project was listed in the directory' }) createdAt: Date;
}

export class PendingArticleDto extends ReviewStateDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'AS-2611-0007', description: 'The ID the partner quotes; `q` finds it' }) requestId: string;
  @ApiProperty() title: string;
  @ApiProperty() category: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ type: String }) imageUrl: string | null;
  @ApiProperty({ description: "The partner's company name" }) author: string;
  @ApiProperty() createdAt: Date;
}

export class PartnerDecisionDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['approved', 'rejected'] }) status: 'approved' | 'rejected';
  @ApiProperty() approved: boolean;
  @ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'Set when rejected' })
  reasonCode: ReasonCode | null;
}

export class ProjectDecisionDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['verified', 'rejected'] }) verificationStatus: 'verified' | 'rejected';
  @ApiProperty() verified: boolean;
}

export class ArticleDecisionDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['approved', 'rejected'] }) status: 'approved' | 'rejected';
  @ApiProperty() published: boolean;
  @ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'Set when rejected' })
  reasonCode: ReasonCode | null;
}

export class ProjectSubmissionDecisionDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['approved', 'rejected'] }) verificationStatus: 'approved' | 'rejected';
  @ApiProperty({ type: String }) adminNotes: string | null;
  @ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'Set when rejected' })
  reasonCode: ReasonCode | null;
  @ApiProperty({ type: Number, description: 'Directory project created on approval' }) projectId: number | null;
}

/** A flat object of field names to string, number, boolean or null values. */
function auditValuesProperty(description: string, example: AuditValues): ApiPropertyOptions {
  return {
    type: 'object',
    nullable: true,
    description,
    example,
    additionalProperties: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }] },
  };
}

export class AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number }) adminId: number | null;
  @ApiProperty() adminUsername: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({
    enum: ['partner', 'project', 'article', 'project-submission', 'user', 'referral-conversion', 'ownership-signer'],
  })
  targetType: string;
  @ApiProperty() targetId: number;
  @ApiProperty() targetLabel: string;
  @ApiProperty() outcome: string;
  @ApiProperty({ type: String }) notes: string | null;
  @ApiProperty(
    auditValuesProperty('The changed fields as they were before; null for entries older than this record.', {
      status: 'pending',
    }),
  )
  before: AuditValues | null;
  @ApiProperty(
    auditValuesProperty('The changed fields as they are after the change; null for entries older than this record.', {
      status: 'rejected',
      reasonCode: 'other',
      adminNotes: 'Missing audit report.',
    }),
  )
  after: AuditValues | null;
  @ApiProperty() createdAt: Date;
}

export class ContactMessageViewDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() company: string;
  @ApiProperty() message: string;
  @ApiProperty() createdAt: Date;
}

export class SubscriberViewDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({
    enum: NEWSLETTER_STATUSES,
    description: 'pending until the address confirms; only active addresses receive the newsletter.',
  })
  status: NewsletterStatus;
  @ApiProperty() createdAt: Date;
  @ApiProperty({
    type: Date,
    description: 'When the address confirmed; empty for addresses that subscribed before confirmation existed.',
  })
  confirmedAt: Date | null;
  @ApiProperty({ type: Date }) unsubscribedAt: Date | null;
}
