import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/user';
import { NewPassword } from './credential-fields';

export class ChangePasswordDto {
  @ApiProperty({
    example: 'correct horse battery',
    format: 'password',
    maxLength: PASSWORD_MAX_LENGTH,
    required: false,
    description:
      'Required when the account has a password; an account made with a wallet sets its first one without it.',
  })
  @IsOptional()
  @IsString({ message: 'Current password must be a string' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  currentPassword?: string;

  @NewPassword('New password', 'a new long passphrase')
  newPassword: string;
}

export class PasswordStatusDto {
  @ApiProperty({
    example: true,
    description: 'False for an account made with a wallet that has not set a password: it signs in with its wallets.',
  })
  isSet: boolean;
}
