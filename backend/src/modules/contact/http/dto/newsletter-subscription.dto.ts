import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { CONTACT_LIMITS } from '../../domain/contact-message';
import { HONEYPOT_DESCRIPTION } from './contact-message.dto';

export class NewsletterSubscriptionDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: CONTACT_LIMITS.email })
  @Trim()
  @IsString({ message: 'Email must be a string' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(CONTACT_LIMITS.email, { message: `Email must be at most ${CONTACT_LIMITS.email} characters` })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email: string;

  @ApiProperty({ description: HONEYPOT_DESCRIPTION, maxLength: 500 })
  @IsOptional()
  @IsString({ message: 'fax must be a string' })
  @MaxLength(500)
  fax?: string;
}
