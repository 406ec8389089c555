import { applyDecorators, Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ReverseDecisionUseCase } from '../application/reverse-decision.use-case';
import { ReversalDto, ReversalRequestDto } from './dto/reversal.dto';

const COMMON =
  ' Admins only; `reason` (1–1000 characters) is required, shown to the owner, and the change is written to the audit log with ' +
  'its values before and after.';

const Reversal = (operationId: string, summary: string, description: string, conflict: string) =>
  applyDecorators(
    HttpCode(200),
    ApiOperation({ operationId, summary, description: description + COMMON }),
    ApiDataResponse(ReversalDto),
    ApiRefusals({ badRequest: 'Missing or too long reason', notFound: 'Unknown id', conflict }),
  );

@ApiTags('admin')
@Controller()
@Roles('admin')
export class AdminReversalsController {
  constructor(private readonly reverse: ReverseDecisionUseCase) {}

  @Post('admin/articles/:id/unpublish')
  @Reversal(
    'unpublishArticle',
    'Unpublish a published partner article',
    'The article leaves `GET /api/articles` and `/articles/{id}` at once and becomes rejected (reason code `other`, the reason as ' +
      'notes), so its partner may edit and resubmit it. Its timeline gets a `reversed` entry; the partner is notified.',
    'The article is not published',
  )
  async unpublishArticle(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReversalRequestDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReversalDto>> {
    return ok(await this.reverse.unpublishArticle(id, dto.reason, admin));
  }

  @Post('admin/articles/:id/reopen')
  @Reversal(
    'reopenArticle',
    'Reopen a rejected partner article',
    'The rejected article is pending again, back in the review queue, its decision cleared (the timeline keeps it, with a ' +
      '`reopened` entry); the partner is notified.',
    'The article is not rejected',
  )
  async reopenArticle(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReversalRequestDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReversalDto>> {
    return ok(await this.reverse.reopenArticle(id, dto.reason, admin));
  }

  @Post('admin/projects/:id/unverify')
  @Reversal(
    'unverifyProject',
    'Take the Verified badge from a directory project',
    'The verified project goes back to pending verification: it stays listed, without the Verified badge, from the next read of ' +
      '`GET /api/projects` on every instance, and waits in the verification queue. Its submitter, if any, is notified.',
    'The project is not verified',
  )
  async unverifyProject(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReversalRequestDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReversalDto>> {
    return ok(await this.reverse.unverifyProject(id, dto.reason, admin));
  }

  @Post('admin/partners/:id/revoke')
  @Reversal(
    'revokePartner',
    'Revoke an approved partner',
    "The approved profile becomes `revoked` and its owner's role goes back to `user` from their next request on every instance. " +
      'The partner tools stop (no new campaigns, articles or referral links; links count no new clicks); existing records stay ' +
      'readable. The profile timeline gets a `reversed` entry; the owner is notified.',
    'The profile is not approved',
  )
  async revokePartner(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReversalRequestDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReversalDto>> {
    return ok(await this.reverse.revokePartner(id, dto.reason, admin));
  }

  @Post('project-submissions/:id/reopen')
  @ApiTags('project submissions')
  @Reversal(
    'reopenProjectSubmission',
    'Reopen a decided project submission',
    'An approved or rejected submission is pending again, back in the review queue, its decision cleared (the timeline keeps it, ' +
      'with a `reopened` entry). Reopening an approval removes the directory project it created (`removedProjectId`) until the ' +
      'submission is approved again. The submitter is notified.',
    'The submission is not approved or rejected',
  )
  async reopenProjectSubmission(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ReversalRequestDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ReversalDto>> {
    return ok(await this.reverse.reopenProjectSubmission(id, dto.reason, admin));
  }
}
