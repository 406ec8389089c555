import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import { USERNAME_MAX_LENGTH } from '../../domain/user';
import { LinkToken, NewPassword } from './credential-fields';

export class RequestPasswordResetDto {
  @ApiProperty({ example: 'satoshi', maxLength: USERNAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'Username must be a string' })
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
  username: string;
}

export class ConfirmPasswordResetDto {
  @LinkToken('reset')
  token: string;

  @NewPassword('New password', 'a new long passphrase')
  newPassword: string;
}

export class PasswordResetAnswerDto {
  @ApiProperty({ example: 'Your password has been reset. Sign in with the new one.' })
  message: string;
}
