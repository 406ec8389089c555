import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import { AppTooltip } from '../../../components/AppTooltip';
import { EmptyState } from '../../../components/ListStates';
import type { Campaign, Referral } from '../../../lib/api-types';
import { referralLink } from '../utils/referral-code';
import { CopyLinkButton } from './CopyLinkButton';
import { DeepLinkDialog } from './DeepLinkDialog';
import { ReferralCampaignSelect } from './ReferralCampaignSelect';

interface ReferralView extends Referral {
  link: string;
  created: string;
  isProfileCode: boolean;
}

function LinkWithCopy({ referral }: { referral: ReferralView }) {
  const [copyFailed, setCopyFailed] = useState(false);
  const [building, setBuilding] = useState(false);
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0, color: 'text.secondary' }}
        >
          {referral.link}
        </Typography>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          <CopyLinkButton
            code={referral.referralCode}
            link={referral.link}
            onCopyResult={(copied) => setCopyFailed(!copied)}
          />
          <AppTooltip title="Link to a page, with UTM tags">
            <IconButton
              aria-label={`Build a deep link for ${referral.referralCode}`}
              onClick={() => setBuilding(true)}
              size="small"
              sx={{ color: 'secondary.main' }}
            >
              <TuneIcon fontSize="small" />
            </IconButton>
          </AppTooltip>
        </Stack>
      </Stack>
      {building ? <DeepLinkDialog code={referral.referralCode} onClose={() => setBuilding(false)} /> : null}
      {copyFailed ? (
        <Typography role="alert" component="p" variant="caption" sx={{ color: 'error.main' }}>
          Could not copy the link. Select it and copy it by hand.
        </Typography>
      ) : null}
    </>
  );
}

function CodeLabel({ referral }: { referral: ReferralView }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {referral.referralCode}
      </Typography>
      {referral.isProfileCode ? <Chip size="small" variant="outlined" label="Profile code" /> : null}
    </Stack>
  );
}

interface ListProps {
  referrals: ReferralView[];
  campaigns: readonly Campaign[];
}

function ReferralTable({ referrals, campaigns }: ListProps) {
  return (
    <TableContainer>
      <Table aria-label="Referral links" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Shareable link</TableCell>
            <TableCell align="right">Clicks</TableCell>
            <TableCell align="right">Conversions</TableCell>
            <TableCell align="right">Created</TableCell>
            <TableCell>Campaign</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {referrals.map((referral) => (
            <TableRow key={referral.id} hover>
              <TableCell sx={{ py: 1.5 }}>
                <CodeLabel referral={referral} />
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <LinkWithCopy referral={referral} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {referral.clicks}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {referral.conversions}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {referral.created}
              </TableCell>
              <TableCell>
                <ReferralCampaignSelect referral={referral} campaigns={campaigns} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ReferralCards({ referrals, campaigns }: ListProps) {
  return (
    <Stack component="ul" spacing={1.5} aria-label="Referral links" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {referrals.map((referral) => (
        <Paper component="li" key={referral.id} variant="outlined" sx={{ p: 2, backgroundColor: 'transparent' }}>
          <CodeLabel referral={referral} />
          <Box sx={{ mt: 1 }}>
            <LinkWithCopy referral={referral} />
          </Box>
          <Box sx={{ mt: 1.5 }}>
            <ReferralCampaignSelect referral={referral} campaigns={campaigns} />
          </Box>
          <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {[
              ['Clicks', referral.clicks],
              ['Conversions', referral.conversions],
              ['Created', referral.created],
            ].map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

export interface ReferralListProps {
  referrals: Referral[];
  profileCode: string;
  campaigns: readonly Campaign[];
}

export function ReferralList({ referrals, profileCode, campaigns }: ReferralListProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  if (referrals.length === 0) {
    return <EmptyState icon={<LinkOffIcon />}>No referral links yet. Generate your first link above!</EmptyState>;
  }

  const views: ReferralView[] = referrals.map((referral) => ({
    ...referral,
    link: referralLink(window.location.origin, referral.referralCode),
    created: new Date(referral.createdAt).toLocaleDateString(),
    isProfileCode: referral.referralCode === profileCode,
  }));
  return isPhone ? (
    <ReferralCards referrals={views} campaigns={campaigns} />
  ) : (
    <ReferralTable referrals={views} campaigns={campaigns} />
  );
}
