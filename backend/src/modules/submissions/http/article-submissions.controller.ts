import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ListArticleSubmissionsUseCase } from '../application/list-article-submissions.use-case';
import { SubmitArticleUseCase } from '../application/submit-article.use-case';
import { ArticleSubmissionDto } from './dto/article-submission.dto';
import { SubmitArticleDto } from './dto/submit-article.dto';

@ApiTags('article submissions')
@Controller('article-submissions')
@SignedIn()
@ApiPartnerProfileRequired()
export class ArticleSubmissionsController {
  constructor(
    private readonly listSubmissions: ListArticleSubmissionsUseCase,
    private readonly submitArticle: SubmitArticleUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listArticleSubmissions',
    summary: "The caller's article submissions, newest first",
    description:
      'Signed-in users with a partner profile (403 without one). Only the caller\'s own submissions, with their ' +
      "review status and the admin's notes.",
  })
  @ApiDataResponse(ArticleSubmissionDto, { isArray: true })
  async list(@CurrentUser() user: SessionUser): Promise<ApiSuccess<ArticleSubmissionDto[]>> {
    return ok((await this.listSubmissions.execute(user.id)).map(ArticleSubmissionDto.from));
  }

  @Post()
  @ApiOperation({
    operationId: 'submitArticle',
    summary: 'Submit an article for review',
    description:
      'Signed-in users with a partner profile (403 without one). The HTML content is sanitized before it is stored ' +
      'and must contain some text. The article starts pending; it appears on the public articles pages once an ' +
      'admin publishes it. Not idempotent: each call creates a submission.',
  })
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
