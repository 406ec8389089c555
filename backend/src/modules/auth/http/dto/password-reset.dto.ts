import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../../domain/user';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'satoshi', maxLength: USERNAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'Username must be a string' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
  username: string;
}

export class ConfirmPasswordResetDto {
  @ApiProperty({
    description: 'The `token` query parameter of the reset link.',
    example: 'q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC',
    maxLength: 200,
  })
  @Trim()
  @IsString({ message: 'Token must be a string' })
  @IsNotEmpty({ message: 'Token is required' })
  @MaxLength(200, { message: 'Token must be at most 200 characters' })
  token: string;

  @ApiProperty({
    example: 'a new long passphrase',
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  })
  @IsString({ message: 'New password must be a string' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `New password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `New password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  newPassword: string;
}

export class PasswordResetAnswerDto {
  @ApiProperty({ example: 'Your password has been reset. Sign in with the new one.' })
  message: string;
}
