import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { EMAIL_MAX_LENGTH, type AccountEmail } from '../../domain/account-email';

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
  @ApiProperty({
    description: 'The `token` query parameter of the verification link.',
    example: 'q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC',
    maxLength: 200,
  })
  @Trim()
  @IsString({ message: 'Token must be a string' })
  @IsNotEmpty({ message: 'Token is required' })
  @MaxLength(200, { message: 'Token must be at most 200 characters' })
  token: string;
}
