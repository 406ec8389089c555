import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { stacked } from '../../../../common/http/stacked.decorator';
import { Trim } from '../../../../common/http/trim.transform';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '../../domain/user';

/** The username a new account chooses: the spec's rules, for a password sign-up and a wallet's alike. */
export const NewUsername = () =>
  stacked(
    ApiProperty({
      example: 'satoshi',
      minLength: USERNAME_MIN_LENGTH,
      maxLength: USERNAME_MAX_LENGTH,
      pattern: USERNAME_PATTERN.source,
    }),
    IsString({ message: 'Username must be a string' }),
    MinLength(USERNAME_MIN_LENGTH, { message: `Username must be at least ${USERNAME_MIN_LENGTH} characters` }),
    MaxLength(USERNAME_MAX_LENGTH, { message: `Username must be at most ${USERNAME_MAX_LENGTH} characters` }),
    Matches(USERNAME_PATTERN, { message: 'Username may contain only letters, digits, dots, dashes and underscores' }),
  );

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
