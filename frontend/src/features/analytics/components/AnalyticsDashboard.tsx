import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  DEFAULT_ANALYTICS_TAB,
  analyticsTabs,
  type AnalyticsTab,
} from '../analytics-filters';
import { HeadlineCards } from './HeadlineCards';
import { RegionalTab } from './RegionalTab';
import { TradingVolumeTab } from './TradingVolumeTab';
import { UserGrowthTab } from './UserGrowthTab';

const tabId = (tab: AnalyticsTab) => `analytics-tab-${tab}`;
const panelId = (tab: AnalyticsTab) => `analytics-panel-${tab}`;

const panels: Record<AnalyticsTab, () => ReactNode> = {
  'user-growth': () => <UserGrowthTab />,
  'trading-volume': () => <TradingVolumeTab />,
  regional: () => <RegionalTab />,
};

export function AnalyticsDashboard() {
  const [activeTab, setActiveTab] = useState<AnalyticsTab>(DEFAULT_ANALYTICS_TAB);
  return (
    <>
      <HeadlineCards />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: { xs: 4, md: 5 }, mb: 3 }}>
        <Tabs
          value={activeTab}
          onChange={(_event, tab: AnalyticsTab) => setActiveTab(tab)}
          aria-label="Analytics views"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="secondary"
        >
          {analyticsTabs.map((tab) => (
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
