import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../kernel/auth/roles.decorator';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ListLatestInsightsUseCase } from '../application/list-latest-insights.use-case';
import { RecordInsightUseCase } from '../application/record-insight.use-case';
import { ProjectInsightDto } from './dto/project-insight.dto';
import { RecordInsightDto } from './dto/record-insight.dto';

@ApiTags('insights')
@Controller()
export class InsightsController {
  constructor(
    private readonly listLatest: ListLatestInsightsUseCase,
    private readonly recordInsight: RecordInsightUseCase,
  ) {}

  @Get('project-insights')
  @ApiOperation({
    operationId: 'listLatestInsights',
    summary: "Each listed project's latest insight snapshot",
    description:
      'Public, no sign-in. For every listed project the newest recorded figures (total users, KYC users, trading ' +
      'volume in USD over the last 30 days, growth score), largest trading volume first.',
  })
  @ApiDataResponse(ProjectInsightDto, { isArray: true })
  async latest(): Promise<ApiSuccess<ProjectInsightDto[]>> {
    return ok(await this.listLatest.execute());
  }

  @Post('admin/insights')
  @Roles('admin')
  @ApiOperation({
    operationId: 'recordInsight',
    summary: 'Record a new insight snapshot for a project',
    description:
      'Admins only. Adds a snapshot of figures for a directory project; the newest snapshot is what insights and ' +
      'leaderboards show. KYC users must not exceed total users; an unknown project is a 400. Not idempotent: each ' +
      'call adds a snapshot.',
  })
  @ApiDataResponse(ProjectInsightDto, { status: 201 })
  @ApiBadRequestResponse({ description: 'Invalid figures or unknown project', type: ErrorResponseDto })
  async record(@Body() dto: RecordInsightDto): Promise<ApiSuccess<ProjectInsightDto>> {
    return ok(await this.recordInsight.execute(dto));
  }
}
