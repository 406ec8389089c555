export const timeframeOptions = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: '1y', label: 'Last year' },
] as const;
export type Timeframe = (typeof timeframeOptions)[number]['value'];
export const DEFAULT_TIMEFRAME: Timeframe = '30d';

export const regionOptions = [
  { value: 'all', label: 'All regions' },
  { value: 'asia', label: 'Asia' },
  { value: 'europe', label: 'Europe' },
  { value: 'americas', label: 'Americas' },
  { value: 'middleeast', label: 'Middle East' },
  { value: 'africa', label: 'Africa' },
] as const;
export type RegionFilter = (typeof regionOptions)[number]['value'];
export const DEFAULT_REGION: RegionFilter = 'all';

export const analyticsTabs = [
  { id: 'user-growth', label: 'User Growth' },
  { id: 'trading-volume', label: 'Trading Volume' },
  { id: 'regional', label: 'Regional' },
] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number]['id'];
export const DEFAULT_ANALYTICS_TAB: AnalyticsTab = 'user-growth';

export function isTimeframe(value: string): value is Timeframe {
  return timeframeOptions.some((option) => option.value === value);
}

export function isRegionFilter(value: string): value is RegionFilter {
  return regionOptions.some((option) => option.value === value);
}
