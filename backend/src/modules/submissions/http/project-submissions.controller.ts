import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ListProjectSubmissionsUseCase } from '../application/list-project-submissions.use-case';
import { ManageOwnProjectSubmissionUseCase } from '../application/manage-own-project-submission.use-case';
import type { ProjectSubmissionChanges } from '../domain/project-submission';
import { SubmitProjectUseCase } from '../application/submit-project.use-case';
import { ProjectSubmissionDto } from './dto/project-submission.dto';
import { SubmitProjectDto } from './dto/submit-project.dto';

@ApiTags('project submissions')
@Controller('project-submissions')
export class ProjectSubmissionsController {
  constructor(
    private readonly submitProject: SubmitProjectUseCase,
    private readonly listSubmissions: ListProjectSubmissionsUseCase,
    private readonly manageOwn: ManageOwnProjectSubmissionUseCase,
  ) {}

  @Post()
  @SignedIn()
  @ApiOperation({
    operationId: 'submitProject',
    summary: 'Submit a project for listing in the directory',
    description:
      'Any signed-in user. The submission starts pending review. The server sets the payment status: `completed` ' +
      'for a free listing, `pending` for featured and verified listings (priced by contacting the team). An admin ' +
      'approval lists the project. Not idempotent: each call creates a submission.',
  })
  @ApiDataResponse(ProjectSubmissionDto, { status: 201 })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async submit(
    @CurrentUser() user: SessionUser,
    @Body() dto: SubmitProjectDto,
  ): Promise<ApiSuccess<ProjectSubmissionDto>> {
    const submission = await this.submitProject.execute({ userId: user.id, ...changesOf(dto) });
    return ok(ProjectSubmissionDto.from(submission));
  }

  @Put(':id')
  @SignedIn()
  @ApiEditOwned(ProjectSubmissionDto, 'submission', {
    operationId: 'editOwnProjectSubmission',
    summary: 'Edit a pending project submission of the caller',
    description:
      "The owner only (someone else's submission is a 404). Replaces the fields with the same validation as " +
      'submitting; allowed while pending (409 otherwise, e.g. decided meanwhile). Recorded in its timeline.',
  })
  async edit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SubmitProjectDto,
  ): Promise<ApiSuccess<ProjectSubmissionDto>> {
    return ok(ProjectSubmissionDto.from(await this.manageOwn.edit(user.id, id, changesOf(dto))));
  }

  @Post(':id/withdraw')
  @SignedIn()
  @HttpCode(200)
  @ApiWithdrawOwned(ProjectSubmissionDto, 'submission', {
    operationId: 'withdrawOwnProjectSubmission',
    summary: 'Withdraw a pending project submission of the caller',
    description:
      'The owner only (404 otherwise). The submission leaves the admin queue and stays visible to its owner as ' +
      '`withdrawn`; it can be resubmitted later. Allowed while pending (409 otherwise).',
  })
  async withdraw(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<ProjectSubmissionDto>> {
    return ok(ProjectSubmissionDto.from(await this.manageOwn.withdraw(user.id, id)));
  }

  @Post(':id/resubmit')
  @SignedIn()
  @HttpCode(200)
  @ApiResubmitOwned(ProjectSubmissionDto, 'submission', {
    operationId: 'resubmitOwnProjectSubmission',
    summary: 'Edit and resubmit a rejected or withdrawn project submission of the caller',
    description:
      'The owner only (404 otherwise). Replaces the fields (same validation as submitting) and puts the same ' +
      'submission back to pending review; its timeline keeps the earlier decision. A rejection allows it ' +
      'according to its reason code: needs_more_detail, cannot_verify and other at once, not_a_fit 30 days after ' +
      'the decision, duplicate never; otherwise a 409 says when. Admins are notified as for a new submission.',
  })
  async resubmit(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: SubmitProjectDto,
  ): Promise<ApiSuccess<ProjectSubmissionDto>> {
    return ok(ProjectSubmissionDto.from(await this.manageOwn.resubmit(user.id, id, changesOf(dto))));
  }

  @Get(':id/timeline')
  @SignedIn()
  @ApiOwnedTimeline('submission', {
    operationId: 'projectSubmissionTimeline',
    summary: "A project submission's timeline, oldest first",
    description:
      'The owner or an admin (someone else\'s submission is a 404). Submitted, edited, withdrawn, decided (by "an ' +
      'admin", with the reason code and notes) and resubmitted entries. A whole array: one item\'s history stays ' +
      'small, so it is not paged.',
  })
  async timeline(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ApiSuccess<TimelineEventDto[]>> {
    return ok(await timelineReadBy(user, (reader) => this.manageOwn.timelineOf(id, reader)));
  }

  @Get()
  @SignedIn()
  @ApiOperation({
    operationId: 'listOwnProjectSubmissions',
    summary: "The caller's project submissions, newest first",
    description: "Any signed-in user. Only the caller's own submissions, with review status and the admin's notes.",
  })
  @ApiDataResponse(ProjectSubmissionDto, { isArray: true })
  async own(@CurrentUser() user: SessionUser): Promise<ApiSuccess<ProjectSubmissionDto[]>> {
    return ok((await this.listSubmissions.own(user.id)).map(ProjectSubmissionDto.from));
  }
}

function changesOf(dto: SubmitProjectDto): ProjectSubmissionChanges {
  return {
    projectName: dto.projectName,
    category: dto.category,
    description: dto.description,
    website: dto.website ?? null,
    logo: dto.logo ?? null,
    twitter: dto.twitter ?? null,
    telegram: dto.telegram ?? null,
    listingType: dto.listingType ?? 'free',
  };
}
