import { ApiProperty } from '@nestjs/swagger';
import { PARTNER_STATUSES, type PartnerProfile, type PartnerStatus } from '../../domain/partner-profile';

export class PartnerProfileDto {
  @ApiProperty({ example: 1 })
  id: number;

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
    description: 'Admin review of the profile: withdrawn by its owner while pending, revoked by an admin after approval',
  })
  status: PartnerStatus;

  @ApiProperty({ description: 'True once an admin approved the profile' })
  approved: boolean;

  @ApiProperty({ type: String, nullable: true, example: null, description: "The admin's reason or notes with the decision, if any" })
  decisionReason: string | null;

  @ApiProperty()
  createdAt: Date;

  static from(profile: PartnerProfile): PartnerProfileDto {
    return {
      id: profile.id,
      companyName: profile.companyName,
      website: profile.website,
      description: profile.description,
      referralCode: profile.referralCode,
      status: profile.status,
      approved: profile.status === 'approved',
      decisionReason: profile.decisionReason,
      createdAt: profile.createdAt,
    };
  }
}
