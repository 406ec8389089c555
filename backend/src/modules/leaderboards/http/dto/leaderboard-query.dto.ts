import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryInteger } from '../../../../common/http/query-integer.transform';
import { LEADERBOARD_LIMIT } from '../../domain/leaderboard';

export class LeaderboardQueryDto {
  @ApiProperty({ minimum: LEADERBOARD_LIMIT.min, maximum: LEADERBOARD_LIMIT.max, default: LEADERBOARD_LIMIT.default })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(LEADERBOARD_LIMIT.min, {
    message: `limit must be between ${LEADERBOARD_LIMIT.min} and ${LEADERBOARD_LIMIT.max}`,
  })
  @Max(LEADERBOARD_LIMIT.max, {
    message: `limit must be between ${LEADERBOARD_LIMIT.min} and ${LEADERBOARD_LIMIT.max}`,
  })
  limit?: number;
}
