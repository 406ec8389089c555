import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { EMAIL_MAX_LENGTH, type AccountEmail } from '../../domain/account-email';
import { LinkToken } from './credential-fields';

export class AccountEmailDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ada@example.com',
    description: 'The address on the account; null when there is none.',
  })
  email: string | null;

  @ApiProperty({
    example: false,
    description:
      'True once the address was confirmed through the link mailed to it. Mail goes only to a verified address.',
  })
  verified: boolean;

  static from(email: AccountEmail): AccountEmailDto {
    return { email: email.email, verified: email.verified };
  }
}

export class ChangeAccountEmailDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'Email must be a string' })
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'Email must be a valid email address' })
  email: string;
}

export class VerifyAccountEmailDto {
  @LinkToken('verification')
  token: string;
}
