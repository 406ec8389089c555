import type { ReactNode } from 'react';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import LinkIcon from '@mui/icons-material/Link';
import WebhookIcon from '@mui/icons-material/Webhook';
import { HashTabs } from '../../../components/HashTabs';
import type { PartnerProfile } from '../../../lib/api-types';
import { DASHBOARD_TABS, tabId, tabPanelId, type DashboardTab } from '../utils/dashboard-tabs';
import { ArticleSubmissionsTab } from './ArticleSubmissionsTab';
import { CampaignsTab } from './CampaignsTab';
import { IntegrationsTab } from './IntegrationsTab';
import { OverviewTab } from './OverviewTab';
import { PartnerHeader } from './PartnerHeader';
import { PayoutAddressTab } from './PayoutAddressTab';
import { ReferralsTab } from './ReferralsTab';

const tabIcons: Record<DashboardTab, typeof LinkIcon> = {
  overview: DashboardOutlinedIcon,
  referrals: LinkIcon,
  campaigns: CampaignOutlinedIcon,
  'article-submissions': ArticleOutlinedIcon,
  integrations: WebhookIcon,
  'payout-address': AccountBalanceWalletOutlinedIcon,
};

const tabs = DASHBOARD_TABS.map((tab) => {
  const Icon = tabIcons[tab.id];
  return { ...tab, icon: <Icon fontSize="small" /> };
});

export function PartnerDashboard({ profile }: { profile: PartnerProfile }) {
  const panels: Record<DashboardTab, ReactNode> = {
    overview: <OverviewTab profile={profile} />,
    referrals: <ReferralsTab profile={profile} />,
    campaigns: <CampaignsTab profile={profile} />,
    'article-submissions': <ArticleSubmissionsTab profile={profile} />,
    integrations: <IntegrationsTab profile={profile} />,
    'payout-address': <PayoutAddressTab profile={profile} />,
  };

  return (
    <>
      <PartnerHeader profile={profile} />
      <HashTabs tabs={tabs} label="Partner dashboard sections" tabId={tabId} panelId={tabPanelId} panels={panels} />
    </>
  );
}
