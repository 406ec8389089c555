import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQueryDto } from '../../../../paging/list-query.dto';
import { TrimToUndefined } from '../../../../common/http/trim.transform';
import type { StoredConversion } from '../../../referrals/application/referral-conversion.repository';
import {
  CONVERSION_FLAGS,
  CONVERSION_STATUSES,
  type ConversionFlag,
  type ConversionStatus,
} from '../../../referrals/domain/conversion-flags';
import { ADMIN_NOTES_MAX_LENGTH } from '../../domain/moderation';

export class ReferralConversionsQueryDto extends ListQueryDto {
  @ApiProperty({
    required: false,
    enum: CONVERSION_STATUSES,
    default: 'flagged',
    description: 'Only conversions in this status.',
  })
  @IsOptional()
  @IsIn(CONVERSION_STATUSES, { message: `status must be one of ${CONVERSION_STATUSES.join(', ')}` })
  status?: ConversionStatus;
}

export class ConfirmConversionDto {
  @ApiProperty({
    required: false,
    maxLength: ADMIN_NOTES_MAX_LENGTH,
    example: 'Two colleagues signing up from one office.',
  })
  @TrimToUndefined()
  @IsOptional()
  @IsString({ message: 'note must be text' })
  @MaxLength(ADMIN_NOTES_MAX_LENGTH, { message: `note must be at most ${ADMIN_NOTES_MAX_LENGTH} characters` })
  note?: string;
}

export class VoidConversionDto {
  @ApiProperty({
    maxLength: ADMIN_NOTES_MAX_LENGTH,
    example: 'Same device as three earlier signups; partner testing their own link.',
  })
  @TrimToUndefined()
  @IsString({ message: 'A note is required to void a conversion' })
  @IsNotEmpty({ message: 'A note is required to void a conversion' })
  @MaxLength(ADMIN_NOTES_MAX_LENGTH, { message: `note must be at most ${ADMIN_NOTES_MAX_LENGTH} characters` })
  note: string;
}

export class ReferralConversionDto {
  @ApiProperty({ description: 'The new account: one conversion per account.' }) userId: number;
  @ApiProperty({ description: 'Username of the new account.' }) username: string;
  @ApiProperty() referralCode: string;
  @ApiProperty({ description: "The partner's company name." }) companyName: string;
  @ApiProperty({ type: String, format: 'date-time' }) convertedAt: Date;
  @ApiProperty({ enum: CONVERSION_STATUSES }) status: ConversionStatus;
  @ApiProperty({
    enum: CONVERSION_FLAGS,
    isArray: true,
    description: 'Why the fraud checks held it for review; empty when none did.',
  })
  flags: ConversionFlag[];
  @ApiProperty({ type: String, nullable: true, description: 'The signup request’s client address.' }) clientAddress:
    string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The signup request’s user agent (at most 512 characters).',
  })
  userAgent: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewedAt: Date | null;
  @ApiProperty({ type: String, nullable: true }) reviewNote: string | null;

  /** The fields shown, named one by one: what else a stored conversion holds stays out of the answer. */
  static from(conversion: StoredConversion): ReferralConversionDto {
    return {
      userId: conversion.userId,
      username: conversion.username,
      referralCode: conversion.referralCode,
      companyName: conversion.companyName,
      convertedAt: conversion.convertedAt,
      status: conversion.status,
      flags: conversion.flags,
      clientAddress: conversion.clientAddress,
      userAgent: conversion.userAgent,
      reviewedAt: conversion.reviewedAt,
      reviewNote: conversion.reviewNote,
    };
  }
}
