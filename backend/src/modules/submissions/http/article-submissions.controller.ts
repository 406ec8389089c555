import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPartnerProfileRequired } from '../../../common/http/api-partner-profile-required.decorator';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import {
  ApiEditOwned,
  ApiOwnedTimeline,
  ApiResubmitOwned,
  ApiWithdrawOwned,
} from '../../../common/http/owned-item-lifecycle.decorators';
import { timelineReadBy, type TimelineEventDto } from '../../../common/http/timeline-event.dto';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ListArticleSubmissionsUseCase } from '../application/list-article-submissions.use-case';
import { ManageOwnArticleSubmissionUseCase } from '../application/manage-own-article-submission.use-case';
import type { ArticleChanges } from '../domain/article-submission';
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
    private readonly manageOwn: ManageOwnArticleSubmissionUseCase,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listArticleSubmissions',
    summary: "The caller's article submissions, newest first",
    description:
      "Signed-in users with a partner profile (403 without one). Only the caller's own submissions, with their " +
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
  async submit(
    @CurrentUser() user: SessionUser,
    @Body() dto: SubmitArticleDto,
  ): Promise<ApiSuccess<ArticleSubmissionDto>> {
    const submission = await this.submitArticle.execute(user.id, changesOf(dto));
    return ok(ArticleSubmissionDto.from(submission));
  }

  @Put(':id')
  @ApiEditOwned(ArticleSubmissionDto, 'article', {
    operationId: 'editOwnArticleSubmission',
    summary: 'Edit a pending article of the caller',
    description:
      "The owning partner only (another partner's article is a 404; no partner profile, or one that is rejected, " +
      'withdrawn or revoked, 403). Replaces the fields ' +
      'with the same validation and sanitizing as submitting; allowed while pending (409 otherwise). Recorded in its timeline.',
  })
  async edit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SubmitArticleDto,
  ): Promise<ApiSuccess<ArticleSubmissionDto>> {
    return ok(ArticleSubmissionDto.from(await this.manageOwn.edit(user.id, id, changesOf(dto))));
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiWithdrawOwned(ArticleSubmissionDto, 'article', {
    operationId: 'withdrawOwnArticleSubmission',
    summary: 'Withdraw a pending article of the caller',
    description:
      'The owning partner only (404 otherwise). The article leaves the review queue and stays visible to its partner ' +
      'as `withdrawn`; it can be resubmitted later. Allowed while pending (409 otherwise).',
  })
  async withdraw(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<ArticleSubmissionDto>> {
    return ok(ArticleSubmissionDto.from(await this.manageOwn.withdraw(user.id, id)));
  }

  @Post(':id/resubmit')
  @HttpCode(200)
  @ApiResubmitOwned(ArticleSubmissionDto, 'article', {
    operationId: 'resubmitOwnArticleSubmission',
    summary: 'Edit and resubmit a rejected or withdrawn article of the caller',
    description:
      'The owning partner only (404 otherwise; 403 while the partner profile is rejected, withdrawn or revoked). ' +
      'Replaces the fields and puts the same article back to pending review; ' +
      'its timeline keeps the earlier decision. A rejection allows it according to its reason code: ' +
      'needs_more_detail, cannot_verify and other at once, not_a_fit 30 days after the decision, duplicate never; ' +
      'otherwise a 409 says when. Admins are notified as for a new article.',
  })
  async resubmit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SubmitArticleDto,
  ): Promise<ApiSuccess<ArticleSubmissionDto>> {
    return ok(ArticleSubmissionDto.from(await this.manageOwn.resubmit(user.id, id, changesOf(dto))));
  }

  @Get(':id/timeline')
  @ApiOwnedTimeline('article', {
    operationId: 'articleSubmissionTimeline',
    summary: "An article's timeline, oldest first",
    description:
      "The owning partner or an admin (another partner's article is a 404). Submitted, edited, withdrawn, decided " +
      '(by "an admin", with the reason code and notes) and resubmitted entries, as a whole array: one item\'s ' +
      'history stays small, so it is not paged.',
  })
  async timeline(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<TimelineEventDto[]>> {
    return ok(await timelineReadBy(user, (reader) => this.manageOwn.timelineOf(id, reader)));
  }
}

function changesOf(dto: SubmitArticleDto): ArticleChanges {
  return {
    title: dto.title,
    category: dto.category,
    excerpt: dto.excerpt,
    content: dto.content,
    imageUrl: dto.imageUrl ?? null,
  };
}
