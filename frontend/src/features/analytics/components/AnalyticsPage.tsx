import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PageContainer } from '../../../components/PageContainer';
import { adminAccess } from '../../../lib/admin-access';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_REGION, DEFAULT_TIMEFRAME, type RegionFilter, type Timeframe } from '../analytics-filters';
import { AnalyticsSignedOut, AnalyticsAccessDenied } from './AccessScreens';
import { AnalyticsDashboard } from './AnalyticsDashboard';
import { AnalyticsFilters } from './AnalyticsFilters';

const TITLE = 'Analytics Dashboard';
const SUBTITLE = 'Track your Web3 growth metrics and performance';

function SessionLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress color="secondary" aria-label="Checking your session" />
    </Box>
  );
}

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { user, isLoading } = useSession();
  // Spec §4: the filters are local selections only; the sample figures do not change with them.
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);
  const [region, setRegion] = useState<RegionFilter>(DEFAULT_REGION);
  const access = adminAccess(isLoading, user?.role);

  if (access !== 'admin') {
    return (
      <PageContainer title={TITLE}>
        {access === 'loading' ? <SessionLoading /> : null}
        {access === 'signed-out' ? <AnalyticsSignedOut /> : null}
        {access === 'not-admin' && user ? <AnalyticsAccessDenied username={user.username} /> : null}
      </PageContainer>
    );
  }

  return (
    <PageContainer
      title={TITLE}
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
