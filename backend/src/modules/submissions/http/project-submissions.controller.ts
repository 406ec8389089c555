import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../kernel/auth/current-user.decorator';
import { Roles, SignedIn } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { ListProjectSubmissionsUseCase } from '../application/list-project-submissions.use-case';
import { SubmitProjectUseCase } from '../application/submit-project.use-case';
import { ProjectSubmissionDto } from './dto/project-submission.dto';
import { SubmitProjectDto } from './dto/submit-project.dto';

@ApiTags('project submissions')
@Controller('project-submissions')
export class ProjectSubmissionsController {
  constructor(
    private readonly submitProject: SubmitProjectUseCase,
    private readonly listSubmissions: ListProjectSubmissionsUseCase,
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
  async submit(@CurrentUser() user: SessionUser, @Body() dto: SubmitProjectDto): Promise<ApiSuccess<ProjectSubmissionDto>> {
    const submission = await this.submitProject.execute({
      userId: user.id,
      projectName: dto.projectName,
      category: dto.category,
      description: dto.description,
      website: dto.website ?? null,
      logo: dto.logo ?? null,
      twitter: dto.twitter ?? null,
      telegram: dto.telegram ?? null,
      listingType: dto.listingType ?? 'free',
    });
    return ok(ProjectSubmissionDto.from(submission));
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

  @Get('all')
  @Roles('admin')
  @ApiOperation({
    operationId: 'listAllProjectSubmissions',
    summary: 'Every project submission, newest first',
    description:
      'Admins only. Submissions of all users, whatever their status; decide pending ones with ' +
      '`PATCH /api/project-submissions/{id}/status`.',
  })
  @ApiDataResponse(ProjectSubmissionDto, { isArray: true })
  async all(): Promise<ApiSuccess<ProjectSubmissionDto[]>> {
    return ok((await this.listSubmissions.all()).map(ProjectSubmissionDto.from));
  }
}
