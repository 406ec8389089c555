import { ApiProperty } from '@nestjs/swagger';
import { ResubmissionDto } from '../../../../common/http/resubmission.dto';
import { resubmissionOf } from '../../../../kernel/lifecycle/owner-transitions';
import { REASON_CODES, reasonLabel, type ReasonCode } from '../../../../kernel/lifecycle/reason-code';
import { requestIdOf } from '../../../../kernel/lifecycle/request-id';
import { PARTNER_STATUSES, type PartnerProfile, type PartnerStatus } from '../../domain/partner-profile';

export class PartnerProfileDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({
    example: 'PP-2611-0001',
    description: 'The ID to quote: PP, the year and month of creation (YYMM), the id zero-padded to 4 digits',
  })
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

  @ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'Why it was rejected' })
  reasonCode: ReasonCode | null;

  @ApiProperty({ type: String, nullable: true, example: 'Needs more detail' })
  reasonLabel: string | null;

  @ApiProperty({
    type: ResubmissionDto,
    nullable: true,
    description: 'Whether and when a rejected profile may re-apply; null unless rejected',
  })
  resubmission: ResubmissionDto | null;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true, description: 'When it was last decided' })
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
      reasonCode: profile.reasonCode,
      reasonLabel: profile.reasonCode ? reasonLabel(profile.reasonCode) : null,
      resubmission:
        profile.status === 'rejected'
          ? resubmissionOf({ status: 'rejected', reasonCode: profile.reasonCode, decidedAt: profile.decidedAt })
          : null,
      createdAt: profile.createdAt,
      decidedAt: profile.decidedAt ?? null,
    };
  }
}
