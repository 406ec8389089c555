import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { CONTACT_LIMITS } from '../../domain/contact-message';
import { FormEmail, Honeypot } from './public-form-fields';

export class ContactMessageDto {
  @ApiProperty({ example: 'Ada Lovelace', maxLength: CONTACT_LIMITS.name })
  @Trim()
  @IsString({ message: 'Name must be a string' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(CONTACT_LIMITS.name, { message: `Name must be at most ${CONTACT_LIMITS.name} characters` })
  name: string;

  @FormEmail()
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

  @Honeypot()
  fax?: string;
}
