import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { PublicReads } from '../../../common/http/public-reads';
import { serializedOnce, type SerializedJson } from '../../../common/http/serialized-json';
import { ListProjectsUseCase } from '../application/list-projects.use-case';
import { ProjectDto } from './dto/project.dto';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(
    private readonly listProjects: ListProjectsUseCase,
    publicReads: PublicReads,
  ) {
    // Project and category pages are rendered on the server with the directory (site module).
    publicReads.register('/api/projects', async () => (await this.listProjects.execute()).map(ProjectDto.from));
  }

  @Get()
  @ApiOperation({
    operationId: 'listProjects',
    summary: 'The public project directory',
    description:
      'Public, no sign-in. Every listed project, Featured ones first and then by name, with category, the category ' +
      'page that lists it, description, links, whether the team has verified it and whether it is Featured. Projects ' +
      'enter the directory when an admin approves a project submission; a Featured listing is Featured once approved and paid.',
  })
  @ApiDataResponse(ProjectDto, { isArray: true })
  async list(): Promise<SerializedJson<ApiSuccess<ProjectDto[]>>> {
    const projects = await this.listProjects.execute();
    return serializedOnce(projects, () => ok(projects.map(ProjectDto.from)));
  }
}
