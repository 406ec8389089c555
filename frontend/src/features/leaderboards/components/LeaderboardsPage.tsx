import { useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { LeaderboardMetric } from '../../../lib/api-types';
import { DEFAULT_LEADERBOARD, leaderboardTabs } from '../leaderboard-tabs';
import { HowRankingsWorkCard } from './HowRankingsWorkCard';
import { LeaderboardPanel } from './LeaderboardPanel';

const tabId = (metric: LeaderboardMetric) => `leaderboard-tab-${metric}`;
const panelId = (metric: LeaderboardMetric) => `leaderboard-panel-${metric}`;

export function LeaderboardsPage() {
  useDocumentTitle('Leaderboards');
  const [activeMetric, setActiveMetric] = useState<LeaderboardMetric>(DEFAULT_LEADERBOARD);
  const activeTab = leaderboardTabs.find((tab) => tab.metric === activeMetric) ?? leaderboardTabs[0];

  return (
    <PageContainer title="Leaderboards" subtitle="Top projects ranked by volume, users and growth">
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
            <Tabs
              value={activeMetric}
              onChange={(_event, metric: LeaderboardMetric) => setActiveMetric(metric)}
              aria-label="Leaderboards"
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              textColor="inherit"
              indicatorColor="secondary"
            >
              {leaderboardTabs.map((tab) => (
                <Tab
                  key={tab.metric}
                  value={tab.metric}
                  label={tab.label}
                  id={tabId(tab.metric)}
                  aria-controls={panelId(tab.metric)}
                  sx={{ color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } }}
                />
              ))}
            </Tabs>
          </Box>
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
