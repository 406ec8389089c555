import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { REFERRAL_CODE_PATTERN, REFERRAL_CODE_RULE } from '../../../partners/domain/partner-profile';

export class CreateReferralDto {
  @ApiProperty({ example: 'NOVA-X7K2P9', pattern: REFERRAL_CODE_PATTERN.source })
  @Trim()
  @IsString({ message: 'Referral code must be a string' })
  @IsNotEmpty({ message: 'Referral code is required' })
  @Matches(REFERRAL_CODE_PATTERN, { message: `Referral code must be ${REFERRAL_CODE_RULE}` })
  referralCode: string;

  @ApiProperty({ description: 'Accepted for compatibility and ignored: a new referral starts at 0', example: 0 })
  @IsOptional()
  @IsInt({ message: 'clicks must be an integer' })
  @Min(0, { message: 'clicks must not be negative' })
  @Max(2_147_483_647, { message: 'clicks is too large' })
  clicks?: number;

  @ApiProperty({ description: 'Accepted for compatibility and ignored: a new referral starts at 0', example: 0 })
  @IsOptional()
  @IsInt({ message: 'conversions must be an integer' })
  @Min(0, { message: 'conversions must not be negative' })
  @Max(2_147_483_647, { message: 'conversions is too large' })
  conversions?: number;

  @ApiProperty({
    required: false,
    type: Number,
    nullable: true,
    example: 4,
    description: "One of the caller's campaigns the link belongs to",
  })
  @IsOptional()
  @IsInt({ message: 'campaignId must be a positive integer' })
  @Min(1, { message: 'campaignId must be a positive integer' })
  @Max(2_147_483_647, { message: 'campaignId must be a positive integer' })
  campaignId?: number | null;
}
