import type { ReactNode } from 'react';
import { ChartTabs } from '../../../components/charts/ChartTabs';
import type { ProjectInsight } from '../../../lib/api-types';
import { growthTrend, kycSlices, volumeBars, type ProjectNamer } from '../community-charts';
import { GrowthChart } from './GrowthChart';
import { KycChart } from './KycChart';
import { VolumeChart } from './VolumeChart';

const chartTabs = [
  { id: 'volume', label: 'Trading Volume' },
  { id: 'kyc', label: 'KYC Distribution' },
  { id: 'growth', label: 'Growth Trends' },
] as const;
type ChartTab = (typeof chartTabs)[number]['id'];

export interface CommunityChartsProps {
  insights: readonly ProjectInsight[];
  nameOf: ProjectNamer;
}

export function CommunityCharts({ insights, nameOf }: CommunityChartsProps) {
  const panels: Record<ChartTab, () => ReactNode> = {
    volume: () => <VolumeChart bars={volumeBars(insights, nameOf)} />,
    kyc: () => <KycChart slices={kycSlices(insights, nameOf)} />,
    growth: () => <GrowthChart points={growthTrend(insights, nameOf)} />,
  };
  return (
    <ChartTabs tabs={chartTabs} label="Community charts" idPrefix="community" initialTab="volume" panels={panels} />
  );
}
