import { ApiProperty } from '@nestjs/swagger';
import type { ProjectInsight } from '../../domain/project-insight';

export class ProjectInsightDto implements ProjectInsight {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 1, description: 'Id of the project in /api/projects' })
  projectId: number;

  @ApiProperty({ example: 1250000 })
  totalUsers: number;

  @ApiProperty({ example: 1137500 })
  kycUsers: number;

  @ApiProperty({ example: 18450000000, description: 'USD, over the last 30 days' })
  tradingVolume: number;

  @ApiProperty({ example: '78.40', description: '0–100, numeric string with two decimals' })
  growthScore: string;

  @ApiProperty()
  recordedAt: Date;
}
