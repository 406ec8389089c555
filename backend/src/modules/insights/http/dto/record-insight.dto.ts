import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNumber, Max, Min } from 'class-validator';
import { INSIGHT_LIMITS } from '../../domain/project-insight';

export class RecordInsightDto {
  @ApiProperty({ example: 1 })
  @IsInt({ message: 'projectId must be a whole number' })
  @Min(1, { message: 'projectId must be positive' })
  @Max(2_147_483_647, { message: 'projectId is too large' })
  projectId: number;

  @ApiProperty({ example: 1250000, minimum: 0 })
  @IsInt({ message: 'totalUsers must be a whole number' })
  @Min(0, { message: 'totalUsers must not be negative' })
  @Max(INSIGHT_LIMITS.users, { message: `totalUsers must be at most ${INSIGHT_LIMITS.users}` })
  totalUsers: number;

  @ApiProperty({ example: 1137500, minimum: 0, description: 'At most totalUsers' })
  @IsInt({ message: 'kycUsers must be a whole number' })
  @Min(0, { message: 'kycUsers must not be negative' })
  @Max(INSIGHT_LIMITS.users, { message: `kycUsers must be at most ${INSIGHT_LIMITS.users}` })
  kycUsers: number;

  @ApiProperty({ example: 18450000000, minimum: 0, description: 'USD, over the last 30 days' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'tradingVolume must be a number with at most 2 decimals' },
  )
  @Min(0, { message: 'tradingVolume must not be negative' })
  @Max(INSIGHT_LIMITS.tradingVolume, { message: 'tradingVolume is too large' })
  tradingVolume: number;

  @ApiProperty({ example: 78.4, minimum: 0, maximum: 100 })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'growthScore must be a number with at most 2 decimals' },
  )
  @Min(0, { message: 'growthScore must be between 0 and 100' })
  @Max(100, { message: 'growthScore must be between 0 and 100' })
  growthScore: number;
}
