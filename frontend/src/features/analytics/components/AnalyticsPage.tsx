import { useState } from 'react';
import { analyticsPage } from '../../../app/guarded-pages';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_REGION, DEFAULT_TIMEFRAME, type RegionFilter, type Timeframe } from '../analytics-filters';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { AnalyticsFilters } from './AnalyticsFilters';

const SUBTITLE = 'Track your Web3 growth metrics and performance';

/** Rendered for admins only (RequireAccess, app/guarded-pages.tsx). */
export function AnalyticsPage() {
  useDocumentTitle(analyticsPage.documentTitle);
  // Spec §4: the filters are local selections only; the sample figures do not change with them.
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [region, setRegion] = useState<RegionFilter>(DEFAULT_REGION);

  return (
    <PageContainer
      title={analyticsPage.title}
      subtitle={SUBTITLE}
      actions={
        <AnalyticsFilters
          timeframe={timeframe}
          region={region}
          onTimeframeChange={setTimeframe}
          onRegionChange={setRegion}
        />
      }
    >
      <AnalyticsDashboard />
    </PageContainer>
  );
}
