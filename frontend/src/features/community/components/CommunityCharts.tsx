import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ProjectInsight } from '../api/community-types';
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

const tabId = (tab: ChartTab) => `community-tab-${tab}`;
const panelId = (tab: ChartTab) => `community-panel-${tab}`;

export interface CommunityChartsProps {
  insights: readonly ProjectInsight[];
  nameOf: ProjectNamer;
}

export function CommunityCharts({ insights, nameOf }: CommunityChartsProps) {
  const [activeTab, setActiveTab] = useState<ChartTab>('volume');
  const panels: Record<ChartTab, () => ReactNode> = {
    volume: () => <VolumeChart bars={volumeBars(insights, nameOf)} />,
    kyc: () => <KycChart slices={kycSlices(insights, nameOf)} />,
    growth: () => <GrowthChart points={growthTrend(insights, nameOf)} />,
  };
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: { xs: 4, md: 5 }, mb: 3 }}>
        <Tabs
          value={activeTab}
          onChange={(_event, tab: ChartTab) => setActiveTab(tab)}
          aria-label="Community charts"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="secondary"
        >
          {chartTabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={tabId(tab.id)}
              aria-controls={panelId(tab.id)}
              sx={{ color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } }}
            />
          ))}
        </Tabs>
      </Box>
      {/* Only the visible panel is mounted: a chart measures its container, and a hidden one has no width. */}
      <Box role="tabpanel" id={panelId(activeTab)} aria-labelledby={tabId(activeTab)}>
        {panels[activeTab]()}
      </Box>
    </>
  );
}
