import { Controller, Get, Param, ParseEnumPipe, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../../common/errors/domain.error';
import { ApiDataResponse } from '../../../common/http/api-data-response.decorator';
import { ok, type ApiSuccess } from '../../../common/http/api-response';
import { PublicReads } from '../../../common/http/public-reads';
import { serializedOnce, type SerializedJson } from '../../../common/http/serialized-json';
import { ErrorResponseDto } from '../../../kernel/http/error-response.dto';
import { ReadLeaderboardUseCase } from '../application/read-leaderboard.use-case';
import {
  LEADERBOARD_ENTITY_TYPES,
  LEADERBOARD_LIMIT,
  LEADERBOARD_METRICS,
  type LeaderboardMetric,
} from '../domain/leaderboard';
import { LeaderboardEntryDto } from './dto/leaderboard-entry.dto';
import { LeaderboardQueryDto } from './dto/leaderboard-query.dto';

const enumPipe = (values: readonly string[], what: string) =>
  new ParseEnumPipe(Object.fromEntries(values.map((value) => [value, value])), {
    exceptionFactory: () => new DomainError('VALIDATION_FAILED', `Unknown ${what}; use one of ${values.join(', ')}`),
  });

const isMetric = (value: string): value is LeaderboardMetric => LEADERBOARD_METRICS.includes(value as never);

/** The `limit` query parameter as the API takes it (LeaderboardQueryDto); undefined for one it refuses. */
function publicLimit(limit: string | undefined): number | undefined {
  if (limit === undefined) return LEADERBOARD_LIMIT.default;
  const value = Number(limit);
  return /^\d+$/.test(limit) && value >= LEADERBOARD_LIMIT.min && value <= LEADERBOARD_LIMIT.max ? value : undefined;
}

@ApiTags('leaderboards')
@Controller('leaderboards')
export class LeaderboardsController {
  constructor(
    private readonly leaderboards: ReadLeaderboardUseCase,
    publicReads: PublicReads,
  ) {
    // /leaderboards is rendered on the server with its first board (site module).
    publicReads.register('/api/leaderboards/metric/:metric', async ({ metric, limit }) => {
      const entries = publicLimit(limit);
      return isMetric(metric) && entries !== undefined ? this.leaderboards.byMetric(metric, entries) : undefined;
    });
    publicReads.register('/api/leaderboards/entity/:entityType', async ({ entityType, limit }) => {
      const entries = publicLimit(limit);
      return LEADERBOARD_ENTITY_TYPES.includes(entityType as never) && entries !== undefined
        ? this.leaderboards.overall(entries)
        : undefined;
    });
  }

  @Get('metric/:metric')
  @ApiOperation({
    operationId: 'rankProjectsByMetric',
    summary: 'Projects ranked by one metric',
    description:
      'Public, no sign-in. Listed projects ranked by one figure of their latest insight snapshot: `volume` ' +
      '(trading volume, USD, last 30 days), `users` (total users) or `growth` (growth score). Equal scores share a ' +
      'rank (1, 2, 2, 4). `limit` caps the entries (1–100, default 20).',
  })
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
  @ApiOperation({
    operationId: 'rankProjectsOverall',
    summary: 'Overall ranking of projects',
    description:
      'Public, no sign-in. Listed projects ranked by an overall score of 0–100: 40% trading volume and 30% users, ' +
      'each relative to the leader on that figure, plus 30% growth score. Equal scores share a rank (1, 2, 2, 4). ' +
      '`entityType` is `project`; `limit` caps the entries (1–100, default 20).',
  })
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
