import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '../../domain/user';

export class DeleteAccountDto {
  @ApiProperty({ description: "The account's current password", example: 'secret123', maxLength: PASSWORD_MAX_LENGTH })
  @IsString({ message: 'Password must be a string' })
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password: string;
}

export class AccountDeletedDto {
  @ApiProperty({ example: true }) deleted: boolean;
}
