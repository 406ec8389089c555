import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { EmptyState, LoadFailure } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { errorStatus, serverMessage } from '../../../lib/api-client';
import type { PartnerProfile } from '../../../lib/api-types';
import { useCampaigns } from '../api/use-campaigns';
import { useReferralStats, useStatsView } from '../api/use-referral-stats';
import { useReferrals } from '../api/use-referrals';
import { dayLabel, hasNoClicks } from '../utils/stats-chart';
import { DEFAULT_STATS_VIEW, rangeDates, utcToday, type StatsView } from '../utils/stats-view';
import { referralLink } from '../utils/referral-code';
import { StatsChart } from './StatsChart';
import { ExcludedClicks, StatsTotalsRow, TopSources } from './StatsBreakdown';
import { StatsRangeControls } from './StatsRangeControls';
import { StatsScopeSelect } from './StatsScopeSelect';

const PANEL_DESCRIPTION =
  'Clicks and conversions per day. Only counted clicks and conversions enter the chart; what was left out, and why, is listed below it.';

/** Navigation state asking the analytics panel of the open tab to come into view. */
export const SHOW_ANALYTICS_STATE = { showAnalytics: true } as const;

function rangeLabel(view: StatsView): string {
  const { from, to } = rangeDates(view.range, utcToday());
  if (view.range.kind === 'preset') return `last ${view.range.days} days`;
  return `${dayLabel(from, true)} to ${dayLabel(to, true)}`;
}

function PanelSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading analytics">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={84} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function StatsFailure({ error, onRetry, onShowAll }: { error: unknown; onRetry: () => void; onShowAll: () => void }) {
  if (errorStatus(error) === 404) {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={onShowAll}>
            Show all links
          </Button>
        }
      >
        That link or campaign is not one of yours any more.
      </Alert>
    );
  }
  const status = errorStatus(error);
  const detail = status === 400 || status === 403 ? serverMessage(error) : undefined;
  return (
    <LoadFailure
      message={detail ? `We could not load your analytics: ${detail}` : 'We could not load your analytics.'}
      onRetry={onRetry}
    />
  );
}

/** Clicks and conversions over time for all links, one link or one campaign; the view lives in the URL. */
export function ReferralAnalyticsPanel({ profile }: { profile: PartnerProfile }) {
  const [view, changeView] = useStatsView();
  const { stats, error, isRefreshing, retry, exportHref } = useReferralStats(view);
  const { referrals } = useReferrals(profile);
  const { campaigns } = useCampaigns(profile);
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);

  // "View in analytics" on a campaign card: bring the panel of the tab now shown into view.
  useEffect(() => {
    const state = location.state as typeof SHOW_ANALYTICS_STATE | null;
    const element = ref.current;
    if (!state?.showAnalytics || !element || element.offsetParent === null) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [location.key, location.state]);

  const { scope } = view;
  const selectedLink =
    scope.kind === 'link' ? referrals?.find((referral) => referral.id === scope.referralId) : undefined;
  const shareLink = referralLink(window.location.origin, selectedLink?.referralCode ?? profile.referralCode);

  let body;
  if (error) {
    body = (
      <StatsFailure
        error={error}
        onRetry={retry}
        onShowAll={() => changeView({ ...view, scope: DEFAULT_STATS_VIEW.scope })}
      />
    );
  } else if (!stats) {
    body = <PanelSkeleton />;
  } else if (hasNoClicks(stats.totals)) {
    body = (
      <EmptyState icon={<InsightsOutlinedIcon />}>
        No clicks yet in this range. Share your link {shareLink} (copy it under Referral links, or build a link to a
        specific page there); every visit shows up here the same day.
      </EmptyState>
    );
  } else {
    body = (
      <Stack spacing={3} sx={{ opacity: isRefreshing ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isRefreshing}>
        <StatsTotalsRow totals={stats.totals} />
        <StatsChart series={stats.series} rangeLabel={rangeLabel(view)} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <ExcludedClicks totals={stats.totals} />
          <TopSources
            title="Top referrer hosts"
            entries={stats.topReferrerHosts}
            empty="No counted clicks in this range."
          />
          <TopSources
            title="Top landing pages"
            entries={stats.topLandingPaths}
            empty="No counted clicks in this range."
          />
        </Box>
      </Stack>
    );
  }

  return (
    <Box ref={ref} tabIndex={-1} sx={{ scrollMarginTop: 96, '&:focus': { outline: 'none' } }}>
      <SectionCard
        headingLevel="h3"
        title="Analytics"
        description={PANEL_DESCRIPTION}
        action={
          <Button
            component="a"
            href={exportHref}
            download="referral-stats.csv"
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            Export CSV
          </Button>
        }
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 3, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <StatsRangeControls range={view.range} onChange={(range) => changeView({ ...view, range })} />
          <StatsScopeSelect
            scope={view.scope}
            referrals={referrals ?? []}
            campaigns={campaigns ?? []}
            onChange={(scope) => changeView({ ...view, scope })}
          />
        </Stack>
        {body}
      </SectionCard>
    </Box>
  );
}
