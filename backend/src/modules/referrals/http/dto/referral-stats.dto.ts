import { ApiProperty } from '@nestjs/swagger';
import { STATS_INTERVALS, type StatsInterval } from '../../domain/referral-stats';

export class ExclusionsDto {
  @ApiProperty({ example: 3, description: 'Crawlers, link previews and scripts' })
  bot: number;

  @ApiProperty({ example: 5, description: 'Repeat visits of one visitor within the hour' })
  duplicate: number;

  @ApiProperty({ example: 1, description: "The partner's own visits" })
  own: number;

  @ApiProperty({ example: 0, description: "Admins' visits" })
  admin: number;

  @ApiProperty({ example: 0, description: 'Over the per-address click rate limit' })
  rateLimit: number;

  @ApiProperty({
    example: 2,
    description: 'Not a top-level navigation (an image, script or fetch pointed at the link)',
  })
  notNavigation: number;

  @ApiProperty({ example: 0, description: "While the partner's profile was rejected, withdrawn or revoked" })
  inactive: number;
}

export class DailyStatsDto {
  @ApiProperty({ example: '2026-06-01', format: 'date' })
  day: string;

  @ApiProperty({ example: 42, description: 'Counted clicks' })
  clicks: number;

  @ApiProperty({ example: 53, description: 'Every request to the links: counted and excluded' })
  rawClicks: number;

  @ApiProperty({ type: ExclusionsDto })
  excluded: ExclusionsDto;

  @ApiProperty({ example: 2, description: 'Counted conversions' })
  conversions: number;

  @ApiProperty({ example: 0, description: 'Conversions waiting for an admin review' })
  flaggedConversions: number;
}

export class StatsTotalsDto {
  @ApiProperty({ example: 420 })
  clicks: number;

  @ApiProperty({ example: 530 })
  rawClicks: number;

  @ApiProperty({ type: ExclusionsDto })
  excluded: ExclusionsDto;

  @ApiProperty({ example: 21 })
  conversions: number;

  @ApiProperty({ example: 1 })
  flaggedConversions: number;

  @ApiProperty({
    example: 0.05,
    type: Number,
    nullable: true,
    description: 'conversions / clicks; null without clicks',
  })
  conversionRate: number | null;
}

export class SourceCountDto {
  @ApiProperty({
    example: 'twitter.com',
    description: 'A referrer host ("(direct)" for direct visits) or a landing path',
  })
  value: string;

  @ApiProperty({ example: 120, description: 'Counted clicks' })
  clicks: number;
}

export class ReferralStatsDto {
  @ApiProperty({ example: '2026-06-01', format: 'date' })
  from: string;

  @ApiProperty({ example: '2026-06-30', format: 'date' })
  to: string;

  @ApiProperty({ enum: STATS_INTERVALS })
  interval: StatsInterval;

  @ApiProperty({ type: [DailyStatsDto], description: 'Every day of the range, oldest first, zeros included' })
  series: DailyStatsDto[];

  @ApiProperty({ type: StatsTotalsDto })
  totals: StatsTotalsDto;

  @ApiProperty({ type: [SourceCountDto], description: 'Top 10 referrer hosts by counted clicks' })
  topReferrerHosts: SourceCountDto[];

  @ApiProperty({ type: [SourceCountDto], description: 'Top 10 landing paths by counted clicks' })
  topLandingPaths: SourceCountDto[];
}
