import { Controller, Get, Param, ParseEnumPipe, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../common/errors/domain.error';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { serializedOnce, type SerializedJson } from '../../../common/http/serialized-json';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ReadLeaderboardUseCase } from '../application/read-leaderboard.use-case';
import { LEADERBOARD_ENTITY_TYPES, LEADERBOARD_LIMIT, LEADERBOARD_METRICS, type LeaderboardMetric } from '../domain/leaderboard';
import { LeaderboardEntryDto } from './dto/leaderboard-entry.dto';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto';

const enumPipe = (values: readonly string[], what: string) =>
  new ParseEnumPipe(Object.fromEntries(values.map((value) => [value, value])), {
    exceptionFactory: () => new DomainError('VALIDATION_FAILED', `Unknown ${what}; use one of ${values.join(', ')}`),
  });

@ApiTags('leaderboards')
@Controller('leaderboards')
export class LeaderboardsController {
  constructor(private readonly leaderboards: ReadLeaderboardUseCase) {}

  @Get('metric/:metric')
  @ApiOperation({ summary: 'Projects ranked by one metric of their latest insight snapshot (public)' })
  @ApiParam({ name: 'metric', enum: LEADERBOARD_METRICS })
  @ApiDataResponse(LeaderboardEntryDto, { isArray: true })
  @ApiBadRequestResponse({ description: 'Unknown metric or limit outside 1–100', type: ErrorResponseDto })
  async byMetric(
    @Param('metric', enumPipe(LEADERBOARD_METRICS, 'metric')) metric: LeaderboardMetric,
    @Query() query: LeaderboardQueryDto,
  ): Promise<SerializedJson<ApiSuccess<LeaderboardEntryDto[]>>> {
    const entries = await this.leaderboards.byMetric(metric, query.limit ?? LEADERBOARD_LIMIT.default);
    return serializedOnce(entries, () => ok(entries));
  }

  @Get('entity/:entityType')
  @ApiOperation({ summary: 'Overall ranking of projects (weighted volume, users and growth; public)' })
  @ApiParam({ name: 'entityType', enum: LEADERBOARD_ENTITY_TYPES })
  @ApiDataResponse(LeaderboardEntryDto, { isArray: true })
  @ApiBadRequestResponse({ description: 'Unknown entity type or limit outside 1–100', type: ErrorResponseDto })
  async overall(
    @Param('entityType', enumPipe(LEADERBOARD_ENTITY_TYPES, 'entity type')) _entityType: string,
    @Query() query: LeaderboardQueryDto,
  ): Promise<SerializedJson<ApiSuccess<LeaderboardEntryDto[]>>> {
    const entries = await this.leaderboards.overall(query.limit ?? LEADERBOARD_LIMIT.default);
    return serializedOnce(entries, () => ok(entries));
  }
}
