import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalHttpUrl, URL_MAX_LENGTH } from '../../../../common/http/http-url.validator';
import { Trim, TrimToUndefined } from '../../../../common/http/trim.transform';
import {
  LISTING_TYPES,
  PAYMENT_STATUSES,
  PROJECT_SUBMISSION_LIMITS,
  PROJECT_SUBMISSION_STATUSES,
  SUBMISSION_CATEGORIES,
  type ListingType,
  type PaymentStatus,
  type ProjectSubmissionStatus,
  type SubmissionCategory,
} from '../../domain/project-submission';

const LIMITS = PROJECT_SUBMISSION_LIMITS;

export class SubmitProjectDto {
  @ApiProperty({ example: 'Nebula Swap', maxLength: LIMITS.projectName })
  @Trim()
  @IsString({ message: 'Project name must be a string' })
  @IsNotEmpty({ message: 'Project name is required' })
  @MaxLength(LIMITS.projectName, { message: `Project name must be at most ${LIMITS.projectName} characters` })
  projectName: string;

  @ApiProperty({ enum: SUBMISSION_CATEGORIES })
  @IsIn(SUBMISSION_CATEGORIES, { message: `Category must be one of ${SUBMISSION_CATEGORIES.join(', ')}` })
  category: SubmissionCategory;

  @ApiProperty({ example: 'A cross-chain DEX aggregator with MEV protection.', maxLength: LIMITS.description })
  @Trim()
  @IsString({ message: 'Description must be a string' })
  @IsNotEmpty({ message: 'Description is required' })
  @MaxLength(LIMITS.description, { message: `Description must be at most ${LIMITS.description} characters` })
  description: string;

  @ApiProperty({ example: 'https://nebula.example', format: 'uri', maxLength: URL_MAX_LENGTH })
  @OptionalHttpUrl('Website')
  website?: string;

  @ApiProperty({ example: 'https://nebula.example/logo.png', format: 'uri', maxLength: URL_MAX_LENGTH })
  @OptionalHttpUrl('Logo')
  logo?: string;

  @ApiProperty({ example: '@nebulaswap', maxLength: LIMITS.handle })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Twitter must be a string' })
  @MaxLength(LIMITS.handle, { message: `Twitter must be at most ${LIMITS.handle} characters` })
  twitter?: string;

  @ApiProperty({ example: 't.me/nebulaswap', maxLength: LIMITS.handle })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'Telegram must be a string' })
  @MaxLength(LIMITS.handle, { message: `Telegram must be at most ${LIMITS.handle} characters` })
  telegram?: string;

  @ApiProperty({ enum: LISTING_TYPES, default: 'free' })
  @IsOptional()
  @IsIn(LISTING_TYPES, { message: `Listing type must be one of ${LISTING_TYPES.join(', ')}` })
  listingType?: ListingType;

  @ApiProperty({ enum: PAYMENT_STATUSES, description: 'Ignored: set by the server from the listing type' })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })
  paymentStatus?: PaymentStatus;

  @ApiProperty({ enum: PROJECT_SUBMISSION_STATUSES, description: 'Ignored: submissions always start pending' })
  @IsOptional()
  @IsIn(PROJECT_SUBMISSION_STATUSES, {
    message: `verificationStatus must be one of ${PROJECT_SUBMISSION_STATUSES.join(', ')}`,
  })
  verificationStatus?: ProjectSubmissionStatus;
}
