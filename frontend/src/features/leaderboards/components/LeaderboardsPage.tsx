import { useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { PageContainer } from '../../../components/PageContainer';
import { TabBar } from '../../../components/TabBar';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { LeaderboardMetric } from '../../../lib/api-types';
import { DEFAULT_LEADERBOARD, leaderboardTabs } from '../leaderboard-tabs';
import { HowRankingsWorkCard } from './HowRankingsWorkCard';
import { LeaderboardPanel } from './LeaderboardPanel';
import { pageMeta } from '../../../app/page-meta';
import { paths } from '../../../app/paths';

const tabId = (metric: LeaderboardMetric) => `leaderboard-tab-${metric}`;
const panelId = (metric: LeaderboardMetric) => `leaderboard-panel-${metric}`;
const tabs = leaderboardTabs.map((tab) => ({ id: tab.metric, label: tab.label }));

export function LeaderboardsPage() {
  useDocumentTitle(pageMeta[paths.leaderboards].title);
  const [activeMetric, setActiveMetric] = useState<LeaderboardMetric>(DEFAULT_LEADERBOARD);
  const activeTab = leaderboardTabs.find((tab) => tab.metric === activeMetric) ?? leaderboardTabs[0];

  return (
    <PageContainer title="Leaderboards" subtitle="Top projects ranked by volume, users and growth">
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
          <TabBar
            tabs={tabs}
            value={activeMetric}
            onChange={setActiveMetric}
            label="Leaderboards"
            tabId={tabId}
            panelId={panelId}
          />
          {/* Only the active board is mounted, so only its endpoint is fetched; SWR keeps the others cached. */}
          <Box role="tabpanel" id={panelId(activeMetric)} aria-labelledby={tabId(activeMetric)}>
            <LeaderboardPanel key={activeMetric} tab={activeTab} />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <HowRankingsWorkCard />
          </Box>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
