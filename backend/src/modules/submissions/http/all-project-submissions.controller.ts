import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ListProjectSubmissionsUseCase } from '../application/list-project-submissions.use-case';
import { ProjectSubmissionDto } from './dto/project-submission.dto';

/** The admins' view of every project submission. */
@ApiTags('project submissions')
@Controller('project-submissions')
@Roles('admin')
export class AllProjectSubmissionsController {
  constructor(private readonly listSubmissions: ListProjectSubmissionsUseCase) {}

  @Get('all')
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
