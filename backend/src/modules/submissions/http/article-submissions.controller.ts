import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { SignedIn } from '../../../common/decorators/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import type { SessionUser } from '../../auth/domain/user';
import { ListArticleSubmissionsUseCase } from '../application/list-article-submissions.use-case';
import { SubmitArticleUseCase } from '../application/submit-article.use-case';
import { ArticleSubmissionDto } from './dto/article-submission.dto';
import { SubmitArticleDto } from './dto/submit-article.dto';

@ApiTags('article submissions')
@Controller('article-submissions')
@SignedIn()
export class ArticleSubmissionsController {
  constructor(
    private readonly listSubmissions: ListArticleSubmissionsUseCase,
    private readonly submitArticle: SubmitArticleUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's article submissions, newest first (requires a partner profile)" })
  @ApiDataResponse(ArticleSubmissionDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<ArticleSubmissionDto[]>> {
    return ok((await this.listSubmissions.execute(user.id)).map(ArticleSubmissionDto.from));
  }

  @Post()
  @ApiOperation({ summary: 'Submit an article for review (starts pending; HTML is sanitized)' })
  @ApiDataResponse(ArticleSubmissionDto, { status: 201 })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async submit(@CurrentUser() user: SessionUser, @Body() dto: SubmitArticleDto): Promise<ApiSuccess<ArticleSubmissionDto>> {
    const submission = await this.submitArticle.execute(user.id, {
      title: dto.title,
      category: dto.category,
      excerpt: dto.excerpt,
      content: dto.content,
      imageUrl: dto.imageUrl ?? null,
    });
    return ok(ArticleSubmissionDto.from(submission));
  }
}
