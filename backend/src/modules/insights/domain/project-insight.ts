export interface ProjectInsight {
  id: number;
  projectId: number;
  totalUsers: number;
  kycUsers: number;
  /** Trading volume in USD over the last 30 days (the community page labels it so). */
  tradingVolume: number;
  /** 0–100 with two decimals, as a numeric string (exact decimal, as stored). */
  growthScore: string;
  recordedAt: Date;
}

export interface NewProjectInsight {
  projectId: number;
  totalUsers: number;
  kycUsers: number;
  tradingVolume: number;
  growthScore: number;
}

export const INSIGHT_LIMITS = {
  users: 2_000_000_000,
  tradingVolume: 1e15,
} as const;

/** A snapshot cannot have more verified users than users. */
export function hasConsistentUserCounts(insight: Pick<NewProjectInsight, 'totalUsers' | 'kycUsers'>): boolean {
  return insight.kycUsers <= insight.totalUsers;
}
