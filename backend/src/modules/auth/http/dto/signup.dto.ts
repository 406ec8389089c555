import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../../domain/user';
import { NewPassword } from './credential-fields';

export class SignupDto {
  @ApiProperty({
    example: 'satoshi',
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: USERNAME_PATTERN.source,
  })
  @IsString({ message: 'Username must be a string' })
  @MinLength(USERNAME_MIN_LENGTH, { message: `Username must be at least ${USERNAME_MIN_LENGTH} characters` })
  @MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
  @Matches(USERNAME_PATTERN, { message: 'Username may contain only letters, digits, dots, dashes and underscores' })
  username: string;

  @NewPassword('Password', 'correct horse battery')
  password: string;
}
