import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { PublicReads } from '../../../common/http/public-reads';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { ReadPublishedArticlesUseCase } from '../application/read-published-articles.use-case';
import { PublishedArticleDto } from './dto/published-article.dto';

@ApiTags('articles')
@Controller('articles')
export class PublishedArticlesController {
  constructor(
    private readonly articles: ReadPublishedArticlesUseCase,
    publicReads: PublicReads,
  ) {
    // /articles and the partner article pages are rendered on the server with what they show (site module).
    publicReads.register('/api/articles', () => this.articles.list());
    publicReads.register('/api/articles/:id', async ({ id }) => {
      const articleId = Number(id);
      return Number.isSafeInteger(articleId) && articleId > 0
        ? ((await this.articles.find(articleId)) ?? undefined)
        : undefined;
    });
  }

  @Get()
  @ApiOperation({
    operationId: 'listPublishedArticles',
    summary: 'Published partner articles',
    description:
      'Public, no sign-in. Articles partners submitted that an admin has published, most recently published first, with their ' +
      'sanitized HTML content.',
  })
  @ApiDataResponse(PublishedArticleDto, { isArray: true })
  async list(): Promise<ApiSuccess<PublishedArticleDto[]>> {
    return ok(await this.articles.list());
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getPublishedArticle',
    summary: 'One published partner article',
    description:
      'Public, no sign-in. 404 for an unknown id and for articles that are pending or rejected, so unpublished ' +
      'articles cannot be read.',
  })
  @ApiDataResponse(PublishedArticleDto)
  @ApiNotFoundResponse({ description: 'No published article with this id', type: ErrorResponseDto })
  async get(@Param('id', ParseIdPipe) id: number): Promise<ApiSuccess<PublishedArticleDto>> {
    return ok(await this.articles.get(id));
  }
}
