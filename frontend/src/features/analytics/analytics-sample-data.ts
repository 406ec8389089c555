// Spec §2: every figure on the analytics dashboard is fixed sample data, never fetched.

export interface UserGrowthRecord {
  month: string;
  users: number;
  verified: number;
}

export interface VolumeRecord {
  month: string;
  /** USD traded in the month. */
  volume: number;
  trades: number;
}

export type RegionId = 'asia' | 'europe' | 'americas' | 'middleeast' | 'africa';

export interface RegionRecord {
  region: RegionId;
  label: string;
  /** Share of all users, in percent. */
  value: number;
  users: number;
}

export interface HeadlineFigure {
  label: string;
  value: string;
  change: string;
}

export interface RetentionFigure {
  label: string;
  percent: number;
}

export const headlineFigures: readonly HeadlineFigure[] = [
  { label: 'Total Users', value: '50,000+', change: '+23%' },
  { label: 'Trading Volume', value: '$250M+', change: '+34%' },
  { label: 'Active Markets', value: '12+', change: '+2' },
  { label: 'Partnerships', value: '20+', change: '+5' },
];

export const userGrowth: readonly UserGrowthRecord[] = [
  { month: 'Jan', users: 12400, verified: 6100 },
  { month: 'Feb', users: 18900, verified: 9400 },
  { month: 'Mar', users: 26300, verified: 13200 },
  { month: 'Apr', users: 33800, verified: 17100 },
  { month: 'May', users: 42100, verified: 21300 },
  { month: 'Jun', users: 50400, verified: 25790 },
];

export const monthlyVolume: readonly VolumeRecord[] = [
  { month: 'Jan', volume: 28_500_000, trades: 142_000 },
  { month: 'Feb', volume: 34_200_000, trades: 168_500 },
  { month: 'Mar', volume: 39_800_000, trades: 197_200 },
  { month: 'Apr', volume: 44_600_000, trades: 221_800 },
  { month: 'May', volume: 49_300_000, trades: 248_300 },
  { month: 'Jun', volume: 55_100_000, trades: 276_900 },
];

export const regionShares: readonly RegionRecord[] = [
  { region: 'asia', label: 'Asia', value: 45, users: 11600 },
  { region: 'europe', label: 'Europe', value: 25, users: 6450 },
  { region: 'americas', label: 'Americas', value: 20, users: 5160 },
  { region: 'middleeast', label: 'Middle East', value: 7, users: 1806 },
  { region: 'africa', label: 'Africa', value: 3, users: 774 },
];

export const retention: readonly RetentionFigure[] = [
  { label: 'Day 1', percent: 85 },
  { label: 'Day 7', percent: 62 },
  { label: 'Day 30', percent: 45 },
];

export interface GrowthSnapshot extends UserGrowthRecord {
  /** Verified users as a whole percentage of all users. */
  verifiedPercent: number;
}

/** The last month of the growth series, for the summary beside the retention figures. */
export function latestGrowth(records: readonly UserGrowthRecord[]): GrowthSnapshot | undefined {
  const latest = records.at(-1);
  if (!latest) return undefined;
  const verifiedPercent = latest.users > 0 ? Math.round((latest.verified / latest.users) * 100) : 0;
  return { ...latest, verifiedPercent };
}
