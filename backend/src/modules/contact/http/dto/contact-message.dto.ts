import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { CONTACT_LIMITS } from '../../domain/contact-message';

export const HONEYPOT_DESCRIPTION =
  'Honeypot: leave empty. Forms hide it from people; a filled value is accepted but nothing is stored.';

export class ContactMessageDto {
  @ApiProperty({ example: 'Ada Lovelace', maxLength: CONTACT_LIMITS.name })
  @Trim()
  @IsString({ message: 'Name must be a string' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(CONTACT_LIMITS.name, { message: `Name must be at most ${CONTACT_LIMITS.name} characters` })
  name: string;

  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: CONTACT_LIMITS.email })
  @Trim()
  @IsString({ message: 'Email must be a string' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(CONTACT_LIMITS.email, { message: `Email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email: string;

  @ApiProperty({ example: 'Analytical Engines Ltd', maxLength: CONTACT_LIMITS.company })
  @Trim()
  @IsString({ message: 'Company must be a string' })
  @IsNotEmpty({ message: 'Company is required' })
  @MaxLength(CONTACT_LIMITS.company, { message: `Company must be at most ${CONTACT_LIMITS.company} characters` })
  company: string;

  @ApiProperty({ example: 'We are launching a DEX and need KYC-verified users.', maxLength: CONTACT_LIMITS.message })
  @Trim()
  @IsString({ message: 'Message must be a string' })
  @IsNotEmpty({ message: 'Message is required' })
  @MaxLength(CONTACT_LIMITS.message, { message: `Message must be at most ${CONTACT_LIMITS.message} characters` })
  message: string;

  @ApiProperty({ description: HONEYPOT_DESCRIPTION, maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'fax must be a string' })
  @MaxLength(500)
  fax?: string;
}
