import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalHttpUrl, URL_MAX_LENGTH } from '../../../../common/http/http-url.validator';
import { Trim } from '../../../../common/http/trim.transform';
import { ARTICLE_LIMITS, SUBMISSION_STATUSES, type SubmissionStatus } from '../../domain/article-submission';

export class SubmitArticleDto {
  @ApiProperty({ example: 'How KYC-verified users lift exchange retention', maxLength: ARTICLE_LIMITS.title })
  @Trim()
  @IsString({ message: 'Title must be a string' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(ARTICLE_LIMITS.title, { message: `Title must be at most ${ARTICLE_LIMITS.title} characters` })
  title: string;

  @ApiProperty({ example: 'Trading', maxLength: ARTICLE_LIMITS.category })
  @Trim()
  @IsString({ message: 'Category must be a string' })
  @IsNotEmpty({ message: 'Category is required' })
  @MaxLength(ARTICLE_LIMITS.category, { message: `Category must be at most ${ARTICLE_LIMITS.category} characters` })
  category: string;

  @ApiProperty({ example: 'Three lessons from onboarding 50,000 verified traders.', maxLength: ARTICLE_LIMITS.excerpt })
  @Trim()
  @IsString({ message: 'Excerpt must be a string' })
  @IsNotEmpty({ message: 'Excerpt is required' })
  @MaxLength(ARTICLE_LIMITS.excerpt, { message: `Excerpt must be at most ${ARTICLE_LIMITS.excerpt} characters` })
  excerpt: string;

  @ApiProperty({
    example: '<h2>Why verification matters</h2><p>Verified users trade more often...</p>',
    description: 'HTML; sanitized with an allow-list before it is stored',
    maxLength: ARTICLE_LIMITS.content,
  })
  @IsString({ message: 'Content must be a string' })
  @IsNotEmpty({ message: 'Content is required' })
  @MaxLength(ARTICLE_LIMITS.content, { message: `Content must be at most ${ARTICLE_LIMITS.content} characters` })
  content: string;

  @ApiProperty({ example: 'https://images.example/cover.png', format: 'uri', maxLength: URL_MAX_LENGTH })
  @OptionalHttpUrl('Image URL')
  imageUrl?: string;

  @ApiProperty({ enum: SUBMISSION_STATUSES, description: 'Ignored: submissions always start pending' })
  @IsOptional()
  @IsIn(SUBMISSION_STATUSES, { message: `status must be one of ${SUBMISSION_STATUSES.join(', ')}` })
  status?: SubmissionStatus;
}
