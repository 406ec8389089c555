import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { stacked } from '../../../../common/http/stacked.decorator';
import { Trim } from '../../../../common/http/trim.transform';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/user';

/** A password the account will have from now on: the length rules of every password. */
export const NewPassword = (label: 'Password' | 'New password', example: string) =>
  stacked(
    ApiProperty({ example, format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString({ message: `${label} must be a string` }),
    MinLength(PASSWORD_MIN_LENGTH, { message: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters` }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  );

/** The token of a link mailed to the account (`link` names it in the description). */
export const LinkToken = (link: 'reset' | 'verification') =>
  stacked(
    ApiProperty({
      description: `The \`token\` query parameter of the ${link} link.`,
      example: 'q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC',
      maxLength: 200,
    }),
    Trim(),
    IsString({ message: 'Token must be a string' }),
    IsNotEmpty({ message: 'Token is required' }),
    MaxLength(200, { message: 'Token must be at most 200 characters' }),
  );
