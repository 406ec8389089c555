import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../../../common/http/trim.transform';
import {
  API_TOKEN_MAX_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
} from '../../domain/api-token';

export class ApiTokenDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Reporting script', maxLength: API_TOKEN_NAME_MAX_LENGTH })
  name: string;

  @ApiProperty({ example: 'cbt_q3Jk7m', description: 'The first characters of the token, to tell tokens apart.' })
  prefix: string;

  @ApiProperty({
    enum: API_TOKEN_SCOPES,
    description: '`read`: GET requests only (others answer 403); `read-write`: every request the account may make.',
  })
  scope: ApiTokenScope;

  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: the token does not expire.' })
  expiresAt: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last request made with the token (recorded at most once a minute); null when never used.',
  })
  lastUsedAt: Date | null;

  @ApiProperty({ description: 'True once expiresAt has passed: the token no longer works.' })
  expired: boolean;

  static from(token: ApiToken, now = Date.now()): ApiTokenDto {
    return {
      id: token.id,
      name: token.name,
      prefix: token.prefix,
      scope: token.scope,
      createdAt: token.createdAt,
      expiresAt: token.expiresAt,
      lastUsedAt: token.lastUsedAt,
      expired: token.expiresAt !== null && token.expiresAt.getTime() <= now,
    };
  }
}

export class CreatedApiTokenDto extends ApiTokenDto {
  @ApiProperty({
    example: 'cbt_q3Jk7mYV0b5cX2lN9sTuWfPzA1dRhE4gKoL6iMnB8vC',
    description: 'The token, shown this once: only its hash is stored. Send it as `Authorization: Bearer <token>`.',
  })
  token: string;
}

export class RevokedApiTokenDto {
  @ApiProperty({ example: 7 })
  id: number;

  revokedAt: Date;
}

export class CreateApiTokenDto {
  @ApiProperty({ example: 'Reporting script', minLength: 1, maxLength: API_TOKEN_NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'Name must be a string' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(API_TOKEN_NAME_MAX_LENGTH, { message: `Name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters` })
  name: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, example: 'read' })
  @IsIn(API_TOKEN_SCOPES, { message: `Scope must be one of ${API_TOKEN_SCOPES.join(', ')}` })
  scope: ApiTokenScope;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: API_TOKEN_MAX_EXPIRY_DAYS,
    example: 90,
    description: 'Days until the token stops working; null or left out: it does not expire.',
  })
  @IsOptional()
  @IsInt({ message: 'expiresInDays must be a whole number of days' })
  @Min(1, { message: 'expiresInDays must be at least 1' })
  @Max(API_TOKEN_MAX_EXPIRY_DAYS, { message: `expiresInDays must be at most ${API_TOKEN_MAX_EXPIRY_DAYS}` })
  expiresInDays?: number | null;
}
