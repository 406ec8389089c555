import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TouchAppOutlinedIcon from '@mui/icons-material/TouchAppOutlined';
import { LoadFailure } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { StatCard } from '../../../components/StatCard';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { PartnerProfile } from '../../../lib/api-types';
import { useReferrals } from '../api/use-referrals';
import { referralLink } from '../utils/referral-code';
import { referralTotals } from '../utils/referral-totals';
import { CopyLinkButton } from './CopyLinkButton';
import { ReferralAnalyticsPanel } from './ReferralAnalyticsPanel';

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

const notProvided = (
  <Typography component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
    Not provided
  </Typography>
);

export function OverviewTab({ profile }: { profile: PartnerProfile }) {
  const { referrals, error, retry } = useReferrals(profile);
  const totals = referrals ? referralTotals(referrals) : undefined;
  const mainLink = referralLink(window.location.origin, profile.referralCode);

  return (
    <Stack spacing={3}>
      {error ? <LoadFailure message="We could not load your referral numbers." onRetry={retry} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <StatCard label="Total Referrals" value={totals?.referrals} icon={<LinkIcon />} />
        <StatCard label="Total Clicks" value={totals?.clicks} icon={<TouchAppOutlinedIcon />} />
        <StatCard label="Conversions" value={totals?.conversions} icon={<HowToRegOutlinedIcon />} />
      </Box>
      <SectionCard headingLevel="h3" title="Partner profile" description="What ChainBoost knows about your company.">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Detail label="Company">
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {profile.companyName}
            </Typography>
          </Detail>
          <Detail label="Website">
            {profile.website ? (
              <Link
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {profile.website}
                <OpenInNewIcon aria-hidden="true" sx={{ fontSize: 16 }} />
                <Box component="span" sx={visuallyHidden}>
                  (opens in a new tab)
                </Box>
              </Link>
            ) : (
              notProvided
            )}
          </Detail>
          <Detail label="Referral Code">
            <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.05rem' }}>
              {profile.referralCode}
            </Typography>
          </Detail>
          <Detail label="Main referral link">
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography
                component="span"
                variant="body2"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {mainLink}
              </Typography>
              <CopyLinkButton code={profile.referralCode} link={mainLink} />
            </Stack>
          </Detail>
          <Detail label="Description" wide>
            {profile.description ? (
              <Typography component="p" sx={{ whiteSpace: 'pre-line' }}>
                {profile.description}
              </Typography>
            ) : (
              notProvided
            )}
          </Detail>
        </Box>
      </SectionCard>
      <ReferralAnalyticsPanel profile={profile} />
    </Stack>
  );
}
