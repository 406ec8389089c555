import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '../../domain/newsletter-subscription';

const TOKEN_MAX_LENGTH = 200;

export class NewsletterConfirmationDto {
  @ApiProperty({ description: 'The `token` of the link in the confirmation mail.', maxLength: TOKEN_MAX_LENGTH })
  @IsString({ message: 'token must be a string' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(TOKEN_MAX_LENGTH, { message: `token must be at most ${TOKEN_MAX_LENGTH} characters` })
  token: string;
}

export class NewsletterUnsubscribeDto {
  @ApiProperty({
    description: 'The `token` of the unsubscribe link. One-click requests (RFC 8058) send it in the query instead.',
    maxLength: TOKEN_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'token must be a string' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(TOKEN_MAX_LENGTH, { message: `token must be at most ${TOKEN_MAX_LENGTH} characters` })
  token?: string;
}

export class NewsletterStatusDto {
  @ApiProperty({ enum: NEWSLETTER_STATUSES, example: 'active' })
  status: NewsletterStatus;
}
