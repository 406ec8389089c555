import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/user';

export class ChangePasswordDto {
  @ApiProperty({ example: 'correct horse battery', format: 'password', maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'Current password must be a string' })
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Current password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  currentPassword: string;

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
