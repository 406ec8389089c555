import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../../paging/list-query.dto';
import { TrimToUndefined } from '../../../../common/http/trim.transform';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../../contact/domain/newsletter-subscription';
import { PROJECT_CATEGORIES, type ProjectCategory } from '../../../projects/domain/project';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../domain/moderation';

export const AUDIT_TARGET_TYPES = [
  'partner',
  'project',
  'article',
  'project-submission',
  'user',
  'referral-conversion',
  'ownership-signer',
] as const satisfies readonly AuditEntry['targetType'][];

/** Pending partner profiles: `q` matches company name, website, referral code or username. */
export class PendingPartnersQueryDto extends ListQueryDto {}

export class PendingProjectsQueryDto extends ListQueryDto {
  @ApiProperty({ required: false, enum: PROJECT_CATEGORIES, description: 'Only this directory category.' })
  @IsOptional()
  @IsIn(PROJECT_CATEGORIES, { message: `category must be one of ${PROJECT_CATEGORIES.join(', ')}` })
  category?: ProjectCategory;
}

export class PendingArticlesQueryDto extends ListQueryDto {
  @ApiProperty({
    required: false,
    maxLength: 50,
    description: 'Only this article category, any letter case.',
    example: 'Trading',
  })
  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: 'category must be text' })
  @MaxLength(50, { message: 'category must be at most 50 characters' })
  category?: string;
}

export class ContactMessagesQueryDto extends ListQueryDto {}

export class SubscribersQueryDto extends ListQueryDto {
  @ApiProperty({ required: false, enum: NEWSLETTER_STATUSES, description: 'Only subscriptions in this status.' })
  @IsOptional()
  @IsIn(NEWSLETTER_STATUSES, { message: `status must be one of ${NEWSLETTER_STATUSES.join(', ')}` })
  status?: NewsletterStatus;
}

export class AuditQueryDto extends ListQueryDto {
  @ApiProperty({ required: false, enum: AUDIT_ACTIONS, description: 'Only entries of this action.' })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiProperty({ required: false, enum: AUDIT_TARGET_TYPES, description: 'Only entries about this kind of item.' })
  @IsOptional()
  @IsIn(AUDIT_TARGET_TYPES, { message: `targetType must be one of ${AUDIT_TARGET_TYPES.join(', ')}` })
  targetType?: AuditEntry['targetType'];
}
