import { ApiProperty } from '@nestjs/swagger';
import {
  ApiDecidedAt,
  ApiReasonLabel,
  ApiRejectionReasonCode,
  ApiRequestId,
  ApiResubmission,
  decisionFieldsOf,
} from '../../../../common/http/owned-item-fields';
import type { ResubmissionDto } from '../../../../common/http/resubmission.dto';
import type { ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { requestIdOf } from '../../../../kernel/lifecycle/request-id';
import { PARTNER_STATUSES, type PartnerProfile, type PartnerStatus } from '../../domain/partner-profile';

export class PartnerProfileDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiRequestId('PP-2611-0001')
  requestId: string;

  @ApiProperty({ example: 'Nova Exchange' })
  companyName: string;

  @ApiProperty({ example: 'https://nova.example', type: String })
  website: string | null;

  @ApiProperty({ example: 'A spot and futures exchange.', type: String })
  description: string | null;

  @ApiProperty({ example: 'NOVA2026' })
  referralCode: string;

  @ApiProperty({
    enum: PARTNER_STATUSES,
    description:
      'Admin review of the profile: withdrawn by its owner while pending, revoked by an admin after approval',
  })
  status: PartnerStatus;

  @ApiProperty({ description: 'True once an admin approved the profile' })
  approved: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "The admin's reason or notes with the decision, if any",
  })
  decisionReason: string | null;

  @ApiRejectionReasonCode()
  reasonCode: ReasonCode | null;

  @ApiReasonLabel()
  reasonLabel: string | null;

  @ApiResubmission('Whether and when a rejected profile may re-apply; null unless rejected')
  resubmission: ResubmissionDto | null;

  @ApiProperty()
  createdAt: Date;

  @ApiDecidedAt()
  decidedAt: Date | null;

  static from(profile: PartnerProfile): PartnerProfileDto {
    return {
      id: profile.id,
      requestId: requestIdOf('partner-profile', profile.id, profile.createdAt),
      companyName: profile.companyName,
      website: profile.website,
      description: profile.description,
      referralCode: profile.referralCode,
      status: profile.status,
      approved: profile.status === 'approved',
      decisionReason: profile.decisionReason,
      ...decisionFieldsOf(profile),
      createdAt: profile.createdAt,
      decidedAt: profile.decidedAt ?? null,
    };
  }
}
