import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsInt, Max, Min, ValidateIf } from 'class-validator';

export class MoveReferralDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4,
    description: "One of the caller's campaigns, or null to take the link out of its campaign",
  })
  @IsDefined({ message: 'campaignId is required (a campaign id or null)' })
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: 'campaignId must be a positive integer or null' })
  @Min(1, { message: 'campaignId must be a positive integer or null' })
  @Max(2_147_483_647, { message: 'campaignId must be a positive integer or null' })
  campaignId: number | null;
}
