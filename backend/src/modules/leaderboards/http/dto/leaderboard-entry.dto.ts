import { ApiProperty } from '@nestjs/swagger';
import {
  LEADERBOARD_ENTITY_TYPES,
  LEADERBOARD_METRICS,
  type LeaderboardEntityType,
  type LeaderboardEntry,
  type LeaderboardType,
} from '../../domain/leaderboard';

export class LeaderboardEntryDto implements LeaderboardEntry {
  @ApiProperty({ example: 1, description: 'Id of the ranked project' })
  id: number;

  @ApiProperty({ example: 1, description: 'Standard competition ranking (ties share a rank: 1, 2, 2, 4)' })
  rank: number;

  @ApiProperty({ example: 'Binance' })
  entityName: string;

  @ApiProperty({ enum: LEADERBOARD_ENTITY_TYPES })
  entityType: LeaderboardEntityType;

  @ApiProperty({ enum: [...LEADERBOARD_METRICS, 'overall'] })
  metricType: LeaderboardType;

  @ApiProperty({
    example: 18450000000,
    description: 'volume: USD; users: total users; growth: 0–100; overall: 0–100 (see docs/leaderboards.md)',
  })
  score: number;
}
