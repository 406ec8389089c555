import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { stacked } from '../../../../common/http/stacked.decorator';
import { Trim } from '../../../../common/http/trim.transform';
import { CONTACT_LIMITS } from '../../domain/contact-message';

// The fields both public forms (contact message, newsletter sign-up) have.

/** The visitor's address. */
export const FormEmail = () =>
  stacked(
    ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: CONTACT_LIMITS.email }),
    Trim(),
    IsString({ message: 'Email must be a string' }),
    IsNotEmpty({ message: 'Email is required' }),
    MaxLength(CONTACT_LIMITS.email, { message: `Email must be at most ${CONTACT_LIMITS.email} characters` }),
    IsEmail({}, { message: 'Email must be a valid email address' }),
  );

/** `fax`, the field only bots fill in. */
export const Honeypot = () =>
  stacked(
    ApiProperty({
      description:
        'Honeypot: leave empty. Forms hide it from people; a filled value is accepted but nothing is stored.',
      maxLength: 500,
    }),
    IsOptional(),
    IsString({ message: 'fax must be a string' }),
    MaxLength(500),
  );
