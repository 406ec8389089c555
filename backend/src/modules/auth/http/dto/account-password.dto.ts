import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/user';
import { NewPassword } from './credential-fields';

export class ChangePasswordDto {
  @ApiProperty({ example: 'correct horse battery', format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'Current password must be a string' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  currentPassword: string;

  @NewPassword('New password', 'a new long passphrase')
  newPassword: string;
}
