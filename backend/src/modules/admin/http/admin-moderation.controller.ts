import { applyDecorators, Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { Roles } from '../../../common/decorators/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ChangesCachedData } from '../../../common/http/changes-cached-data.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../auth/domain/user';
import { ModerateUseCase } from '../application/moderate.use-case';
import { ReadModerationQueueUseCase } from '../application/read-moderation-queue.use-case';
import { ApprovePartnerDto, PublishArticleDto, VerifyProjectDto } from './dto/decision.dto';
import {
  ArticleDecisionDto,
  PartnerDecisionDto,
  PendingArticleDto,
  PendingPartnerDto,
  PendingProjectDto,
  ProjectDecisionDto,
} from './dto/moderation-views.dto';

const DecisionErrors = () =>
  applyDecorators(
    ApiBadRequestResponse({ type: ErrorResponseDto }),
    ApiNotFoundResponse({ description: 'Unknown id', type: ErrorResponseDto }),
    ApiConflictResponse({ description: 'Already decided', type: ErrorResponseDto }),
  );

@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminModerationController {
  constructor(
    private readonly queue: ReadModerationQueueUseCase,
    private readonly moderate: ModerateUseCase,
  ) {}

  @Get('partners/pending')
  @ApiOperation({ summary: 'Partner profiles waiting for approval, oldest first' })
  @ApiDataResponse(PendingPartnerDto, { isArray: true })
  async pendingPartners(): Promise<ApiSuccess<PendingPartnerDto[]>> {
    return ok(await this.queue.pendingPartners());
  }

  @Get('projects/pending')
  @ApiOperation({ summary: 'Directory projects waiting for verification, oldest first' })
  @ApiDataResponse(PendingProjectDto, { isArray: true })
  async pendingProjects(): Promise<ApiSuccess<PendingProjectDto[]>> {
    return ok(await this.queue.pendingProjects());
  }

  @Get('articles/pending')
  @ApiOperation({ summary: 'Partner articles waiting for review, oldest first' })
  @ApiDataResponse(PendingArticleDto, { isArray: true })
  async pendingArticles(): Promise<ApiSuccess<PendingArticleDto[]>> {
    return ok(await this.queue.pendingArticles());
  }

  @ChangesCachedData()
  @Patch('partners/:id/approve')
  @ApiOperation({ summary: 'Approve (owner becomes a partner) or reject a pending partner profile' })
  @ApiDataResponse(PartnerDecisionDto)
  @DecisionErrors()
  async approvePartner(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ApprovePartnerDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<PartnerDecisionDto>> {
    const decision = await this.moderate.decidePartner(id, dto.approved, admin, dto.adminNotes);
    return ok({ ...decision, approved: decision.status === 'approved' });
  }

  @ChangesCachedData()
  @Patch('projects/:id/verify')
  @ApiOperation({ summary: 'Verify (Verified badge) or reject a pending directory project' })
  @ApiDataResponse(ProjectDecisionDto)
  @DecisionErrors()
  async verifyProject(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: VerifyProjectDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ProjectDecisionDto>> {
    const decision = await this.moderate.decideProject(id, dto.verified, admin, dto.adminNotes);
    return ok({ ...decision, verified: decision.verificationStatus === 'verified' });
  }

  @Patch('articles/:id/publish')
  @ApiOperation({ summary: 'Publish (appears on /articles) or reject a pending partner article' })
  @ApiDataResponse(ArticleDecisionDto)
  @DecisionErrors()
  async publishArticle(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PublishArticleDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ArticleDecisionDto>> {
    const decision = await this.moderate.decideArticle(id, dto.published, admin, dto.adminNotes);
    return ok({ ...decision, published: decision.status === 'approved' });
  }
}
