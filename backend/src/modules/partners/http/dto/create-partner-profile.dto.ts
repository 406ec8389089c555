import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OptionalHttpUrl, URL_MAX_LENGTH } from '../../../../common/http/http-url.validator';
import { Trim, TrimToUndefined } from '../../../../common/http/trim.transform';
import { PARTNER_LIMITS, REFERRAL_CODE_PATTERN, REFERRAL_CODE_RULE } from '../../domain/partner-profile';

export class CreatePartnerProfileDto {
  @ApiProperty({ example: 'Nova Exchange', maxLength: PARTNER_LIMITS.companyName })
  @Trim()
  @IsString({ message: 'Company name must be a string' })
  @IsNotEmpty({ message: 'Company name is required' })
  @MaxLength(PARTNER_LIMITS.companyName, {
    message: `Company name must be at most ${PARTNER_LIMITS.companyName} characters`,
  })
  companyName: string;

  @ApiProperty({ example: 'https://nova.example', format: 'uri', maxLength: URL_MAX_LENGTH })
  @OptionalHttpUrl('Website')
  website?: string;

  @ApiProperty({ example: 'A spot and futures exchange for emerging markets.', maxLength: PARTNER_LIMITS.description })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Description must be a string' })
  @MaxLength(PARTNER_LIMITS.description, {
    message: `Description must be at most ${PARTNER_LIMITS.description} characters`,
  })
  description?: string;

  @ApiProperty({ example: 'NOVA2026', pattern: REFERRAL_CODE_PATTERN.source })
  @Trim()
  @IsString({ message: 'Referral code must be a string' })
  @IsNotEmpty({ message: 'Referral code is required' })
  @Matches(REFERRAL_CODE_PATTERN, { message: `Referral code must be ${REFERRAL_CODE_RULE}` })
  referralCode: string;
}
