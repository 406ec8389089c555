import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { TabBar } from '../TabBar';

export interface ChartTabsProps<Id extends string> {
  tabs: readonly { id: Id; label: string }[];
  label: string;
  /** Makes the tab and panel ids unique on the page, e.g. "analytics" gives "analytics-tab-regional". */
  idPrefix: string;
  initialTab: Id;
  panels: Record<Id, () => ReactNode>;
}

export function ChartTabs<Id extends string>({ tabs, label, idPrefix, initialTab, panels }: ChartTabsProps<Id>) {
  const [activeTab, setActiveTab] = useState<Id>(initialTab);
  const tabId = (tab: Id) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: Id) => `${idPrefix}-panel-${tab}`;
  return (
    <>
      <TabBar
        tabs={tabs}
        value={activeTab}
        onChange={setActiveTab}
        label={label}
        tabId={tabId}
        panelId={panelId}
        sx={{ mt: { xs: 4, md: 5 } }}
      />
      {/* Only the visible panel is mounted: a chart measures its container, and a hidden one has no width. */}
      <Box role="tabpanel" id={panelId(activeTab)} aria-labelledby={tabId(activeTab)}>
        {panels[activeTab]()}
      </Box>
    </>
  );
}
