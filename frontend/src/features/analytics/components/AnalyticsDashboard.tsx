import type { ReactNode } from 'react';
import { ChartTabs } from '../../../components/charts/ChartTabs';
import { DEFAULT_ANALYTICS_TAB, analyticsTabs, type AnalyticsTab } from '../analytics-filters';
import { HeadlineCards } from './HeadlineCards';
import { RegionalTab } from './RegionalTab';
import { TradingVolumeTab } from './TradingVolumeTab';
import { UserGrowthTab } from './UserGrowthTab';

const panels: Record<AnalyticsTab, () => ReactNode> = {
  'user-growth': () => <UserGrowthTab />,
  'trading-volume': () => <TradingVolumeTab />,
  regional: () => <RegionalTab />,
};

export function AnalyticsDashboard() {
  return (
    <>
      <HeadlineCards />
      <ChartTabs
        tabs={analyticsTabs}
        label="Analytics views"
        idPrefix="analytics"
        initialTab={DEFAULT_ANALYTICS_TAB}
        panels={panels}
      />
    </>
  );
}
