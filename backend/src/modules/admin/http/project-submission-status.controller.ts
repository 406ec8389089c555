import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ParseIdPipe } from '../../../common/http/parse-id.pipe';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ModerateUseCase } from '../application/moderate.use-case';
import { DecideProjectSubmissionDto } from './dto/decision.dto';
import { ProjectSubmissionDecisionDto } from './dto/moderation-views.dto';
import { ApiRefusals } from '../../../common/http/api-refusals.decorator';

@ApiTags('project submissions')
@Controller('project-submissions')
export class ProjectSubmissionStatusController {
  constructor(private readonly moderate: ModerateUseCase) {}

  @Patch(':id/status')
  @Roles('admin')
  @ApiOperation({
    operationId: 'decideProjectSubmission',
    summary: 'Approve or reject a pending project submission',
    description:
      'Admins only. `verificationStatus: approved` lists the project in the public directory; `rejected` does not. ' +
      'Optional `adminNotes` are shown to the submitter. A rejection may carry a `reasonCode` (default `other`), ' +
      'which decides whether and when the owner may resubmit; it is refused (400) when approving. Each pending ' +
      'submission is decided once: deciding one that is no longer pending (decided or withdrawn), or that another admin ' +
      'has claimed (`POST /api/admin/claims`), is a 409. ' +
      'Approving a featured or verified listing whose payment is not recorded is a 409 unless `overridePayment: true` ' +
      'comes with `adminNotes` (an override without notes is a 400); the override is audited and shown in the timeline. ' +
      'The decision is written to the audit log.',
  })
  @ApiDataResponse(ProjectSubmissionDecisionDto)
  @ApiRefusals({
    badRequest: true,
    notFound: 'Unknown id',
    conflict: 'The submission is no longer pending, or its payment is not recorded',
  })
  async decide(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: DecideProjectSubmissionDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<ApiSuccess<ProjectSubmissionDecisionDto>> {
    const decision = await this.moderate.decideProjectSubmission(
      id,
      dto.verificationStatus === 'approved',
      admin,
      dto.adminNotes,
      dto.reasonCode,
      dto.overridePayment,
    );
    return ok(decision);
  }
}
