import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { ReadPublishedArticlesUseCase } from '../application/read-published-articles.use-case';
import { PublishedArticleDto } from './dto/published-article.dto';

@ApiTags('articles')
@Controller('articles')
export class PublishedArticlesController {
  constructor(private readonly articles: ReadPublishedArticlesUseCase) {}

  @Get()
  @ApiOperation({ summary: 'Partner articles published by the team (public)' })
  @ApiDataResponse(PublishedArticleDto, { isArray: true })
  async list(): Promise<ApiSuccess<PublishedArticleDto[]>> {
    return ok(await this.articles.list());
  }

  @Get(':id')
  @ApiOperation({ summary: 'One published partner article (public)' })
  @ApiDataResponse(PublishedArticleDto)
  @ApiNotFoundResponse({ description: 'No published article with this id', type: ErrorResponseDto })
  async get(@Param('id', ParseIdPipe) id: number): Promise<ApiSuccess<PublishedArticleDto>> {
    return ok(await this.articles.get(id));
  }
}
