import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useHashTab } from '../lib/hash-tabs';
import { TabBar, type TabBarTab } from './TabBar';

export interface HashTabsProps<Id extends string> {
  tabs: readonly TabBarTab<Id>[];
  label: string;
  tabId: (tab: Id) => string;
  panelId: (tab: Id) => string;
  panels: Record<Id, ReactNode>;
  /** Mount a panel when it is first opened instead of with the page; either way it then stays mounted. */
  mountOnFirstVisit?: boolean;
}

/** Dashboard sections as tabs kept in the URL hash; hidden panels stay mounted, keeping what was typed. */
export function HashTabs<Id extends string>(props: HashTabsProps<Id>) {
  const { tabs, label, tabId, panelId, panels, mountOnFirstVisit = false } = props;
  const [activeTab, openTab] = useHashTab(tabs);
  const [visited, setVisited] = useState<ReadonlySet<Id>>(() => new Set([activeTab]));
  if (mountOnFirstVisit && !visited.has(activeTab)) setVisited(new Set(visited).add(activeTab));

  return (
    <>
      <TabBar
        tabs={tabs}
        value={activeTab}
        onChange={openTab}
        label={label}
        tabId={tabId}
        panelId={panelId}
        sx={{ mt: { xs: 3, md: 4 } }}
      />
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== activeTab}
        >
          {!mountOnFirstVisit || visited.has(tab.id) ? panels[tab.id] : null}
        </Box>
      ))}
    </>
  );
}
