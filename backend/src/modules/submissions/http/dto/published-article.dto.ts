import { ApiProperty } from '@nestjs/swagger';
import type { PublishedArticle } from '../../domain/article-submission';

export class PublishedArticleDto implements PublishedArticle {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Verified users trade more' })
  title: string;

  @ApiProperty({ example: 'Trading' })
  category: string;

  @ApiProperty({ example: 'Three lessons from onboarding 50,000 verified traders.' })
  excerpt: string;

  @ApiProperty({ description: 'Sanitized HTML (allow-listed tags, http(s) links only)' })
  content: string;

  @ApiProperty({ type: String, format: 'uri' })
  imageUrl: string | null;

  @ApiProperty({ example: 'Nova Exchange', description: "The partner's company name" })
  author: string;

  @ApiProperty()
  publishedAt: Date;
}
