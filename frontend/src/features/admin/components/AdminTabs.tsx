import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ADMIN_TABS, adminTabFromHash, adminTabId, adminTabPanelId, type AdminTab } from '../utils/admin-tabs';

/** Tabs kept in the URL hash; a panel mounts on first visit and then stays, keeping its page and dialogs. */
export function AdminTabs({ panels }: { panels: Record<AdminTab, ReactNode> }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const activeTab = adminTabFromHash(hash);
  const [visited, setVisited] = useState<ReadonlySet<AdminTab>>(() => new Set([activeTab]));
  if (!visited.has(activeTab)) setVisited(new Set(visited).add(activeTab));

  const handleTabChange = (_event: SyntheticEvent, tab: AdminTab) => {
    navigate({ hash: tab === 'partners' ? '' : tab }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: { xs: 3, md: 4 }, mb: 3 }}>
        <Tabs
          value={activeTab}
          onChange={handleTabChange}
          aria-label="Admin dashboard sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="secondary"
        >
          {ADMIN_TABS.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={adminTabId(tab.id)}
              aria-controls={adminTabPanelId(tab.id)}
              sx={{ minHeight: 48, color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } }}
            />
          ))}
        </Tabs>
      </Box>
      {ADMIN_TABS.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={adminTabPanelId(tab.id)}
          aria-labelledby={adminTabId(tab.id)}
          hidden={tab.id !== activeTab}
        >
          {visited.has(tab.id) ? panels[tab.id] : null}
        </Box>
      ))}
    </>
  );
}
