import type { ReactNode, SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import LinkIcon from '@mui/icons-material/Link';
import type { PartnerProfile } from '../api/partner-types';
import { DASHBOARD_TABS, tabFromHash, tabId, tabPanelId, type DashboardTab } from '../utils/dashboard-tabs';
import { ArticleSubmissionsTab } from './ArticleSubmissionsTab';
import { CampaignsTab } from './CampaignsTab';
import { OverviewTab } from './OverviewTab';
import { PartnerHeader } from './PartnerHeader';
import { ReferralsTab } from './ReferralsTab';

const tabIcons: Record<DashboardTab, typeof LinkIcon> = {
  overview: DashboardOutlinedIcon,
  referrals: LinkIcon,
  campaigns: CampaignOutlinedIcon,
  'article-submissions': ArticleOutlinedIcon,
};

export function PartnerDashboard({ profile }: { profile: PartnerProfile }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const activeTab = tabFromHash(hash);

  const handleTabChange = (_event: SyntheticEvent, tab: DashboardTab) => {
    navigate({ hash: tab === 'overview' ? '' : tab }, { replace: true, preventScrollReset: true });
  };

  const panels: Record<DashboardTab, ReactNode> = {
    overview: <OverviewTab profile={profile} />,
    referrals: <ReferralsTab profile={profile} />,
    campaigns: <CampaignsTab profile={profile} />,
    'article-submissions': <ArticleSubmissionsTab profile={profile} />,
  };

  return (
    <>
      <PartnerHeader profile={profile} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: { xs: 3, md: 4 }, mb: 3 }}>
        <Tabs
          value={activeTab}
          onChange={handleTabChange}
          aria-label="Partner dashboard sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="inherit"
          indicatorColor="secondary"
        >
          {DASHBOARD_TABS.map((tab) => {
            const Icon = tabIcons[tab.id];
            return (
              <Tab
                key={tab.id}
                value={tab.id}
                label={tab.label}
                id={tabId(tab.id)}
                aria-controls={tabPanelId(tab.id)}
                icon={<Icon fontSize="small" />}
                iconPosition="start"
                sx={{
                  minHeight: 48,
                  color: 'text.secondary',
                  '&.Mui-selected': { color: 'text.primary' },
                  // Without icons more tab labels fit on a phone before the row has to scroll.
                  '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
                }}
              />
            );
          })}
        </Tabs>
      </Box>
      {DASHBOARD_TABS.map((tab) => (
        // Every panel stays mounted, so switching tabs never throws away a half-filled form.
        <Box
          key={tab.id}
          role="tabpanel"
          id={tabPanelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== activeTab}
        >
          {panels[tab.id]}
        </Box>
      ))}
    </>
  );
}
