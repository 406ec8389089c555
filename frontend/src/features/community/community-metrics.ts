import type { ProjectInsight } from '../../lib/api-types';
import { createdOnFirstUse } from '../../lib/created-on-first-use';

export interface CommunitySummary {
  totalUsers: number;
  kycUsers: number;
  /** KYC users as a percentage of all users; 0 when there are no users. */
  kycPercent: number;
  /** USD. */
  tradingVolume: number;
  /** Mean growth score, 0–100; 0 when there are no insights. */
  averageGrowth: number;
}

export function growthScoreOf(insight: ProjectInsight): number {
  const score = Number.parseFloat(insight.growthScore);
  return Number.isFinite(score) ? score : 0;
}

export function summarizeInsights(insights: readonly ProjectInsight[]): CommunitySummary {
  const totalUsers = insights.reduce((sum, insight) => sum + insight.totalUsers, 0);
  const kycUsers = insights.reduce((sum, insight) => sum + insight.kycUsers, 0);
  const tradingVolume = insights.reduce((sum, insight) => sum + insight.tradingVolume, 0);
  const growthTotal = insights.reduce((sum, insight) => sum + growthScoreOf(insight), 0);
  return {
    totalUsers,
    kycUsers,
    kycPercent: totalUsers > 0 ? (kycUsers / totalUsers) * 100 : 0,
    tradingVolume,
    averageGrowth: insights.length > 0 ? growthTotal / insights.length : 0,
  };
}

const countFormat = createdOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));
const oneDecimalFormat = createdOnFirstUse(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

export function formatCount(value: number): string {
  return countFormat().format(value);
}

export function formatOneDecimal(value: number): string {
  return oneDecimalFormat().format(value);
}

/** Spec §9: volume in millions of USD with one decimal, e.g. '$35,507.5M'. */
export function formatVolumeMillions(usd: number): string {
  return `$${oneDecimalFormat().format(usd / 1_000_000)}M`;
}

export function formatKycShare(percent: number): string {
  return `${oneDecimalFormat().format(percent)}% verified`;
}

export function toMillions(usd: number): number {
  return usd / 1_000_000;
}
