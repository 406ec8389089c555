import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ModerateUseCase } from '../application/moderate.use-case';
import { ApprovePartnerDto, PublishArticleDto, VerifyProjectDto } from './dto/decision.dto';
import { ArticleDecisionDto, PartnerDecisionDto, ProjectDecisionDto } from './dto/moderation-views.dto';

const DecisionErrors = () =>
  ApiRefusals({ badRequest: true, notFound: 'Unknown id', conflict: 'Already decided, or claimed by another admin' });

@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class AdminModerationController {
  constructor(private readonly moderate: ModerateUseCase) {}

  @Patch('partners/:id/approve')
  @ApiOperation({
    operationId: 'decidePartner',
    summary: 'Approve or reject a pending partner profile',
    description:
      'Admins only. `approved: true` makes the profile owner a partner at once (role `partner`); `false` rejects it, ' +
      'with an optional `reasonCode` (default `other`; refused when approving) that says whether and when the owner ' +
      'may re-apply. Optional `adminNotes` are shown to the owner. Decided once while pending: deciding a profile ' +
      'that is decided or withdrawn, or that another admin has claimed, is a 409. The decision is written to the audit log.',
  })
  @ApiDataResponse(PartnerDecisionDto)
  @DecisionErrors()
  async approvePartner(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ApprovePartnerDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<PartnerDecisionDto>> {
    const decision = await this.moderate.decidePartner(id, dto.approved, admin, dto.adminNotes, dto.reasonCode);
    return ok({ ...decision, approved: decision.status === 'approved' });
  }

  @Patch('projects/:id/verify')
  @ApiOperation({
    operationId: 'verifyProject',
    summary: 'Verify or reject a pending directory project',
    description:
      'Admins only. `verified: true` gives the project the Verified badge in the directory; `false` rejects the request. ' +
      'Decided once (a second decision is a 409) and written to the audit log.',
  })
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
  @ApiOperation({
    operationId: 'publishArticle',
    summary: 'Publish or reject a pending partner article',
    description:
      'Admins only. `published: true` puts the article on the public articles pages (`GET /api/articles`); ' +
      '`false` rejects it, with optional `adminNotes` for the partner and an optional `reasonCode` (default `other`; ' +
      'refused when publishing) that says whether and when the partner may resubmit. Decided once while pending ' +
      '(deciding one that is decided or withdrawn is a 409) and written to the audit log.',
  })
  @ApiDataResponse(ArticleDecisionDto)
  @DecisionErrors()
  async publishArticle(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PublishArticleDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ArticleDecisionDto>> {
    const decision = await this.moderate.decideArticle(id, dto.published, admin, dto.adminNotes, dto.reasonCode);
    return ok({ ...decision, published: decision.status === 'approved' });
  }
}
