import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Campaign, Referral } from '../../../lib/api-types';
import { scopeFromValue, scopeValue, type StatsScope } from '../utils/stats-view';

export interface StatsScopeSelectProps {
  scope: StatsScope;
  referrals: readonly Referral[];
  campaigns: readonly Campaign[];
  onChange: (scope: StatsScope) => void;
}

/** All links, one link or one campaign's links. */
export function StatsScopeSelect({ scope, referrals, campaigns, onChange }: StatsScopeSelectProps) {
  const value = scopeValue(scope);
  const known =
    value === 'all' ||
    referrals.some((referral) => scopeValue({ kind: 'link', referralId: referral.id }) === value) ||
    campaigns.some((campaign) => scopeValue({ kind: 'campaign', campaignId: campaign.id }) === value);

  return (
    <TextField
      select
      size="small"
      label="Links shown"
      value={value}
      onChange={(event) => onChange(scopeFromValue(event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 240 }, maxWidth: { sm: 360 } }}
    >
      <MenuItem value="all">All links</MenuItem>
      {/* A shared view may name a link or campaign not (yet) in the lists; it stays selectable. */}
      {known ? null : (
        <MenuItem value={value}>
          {scope.kind === 'link' ? 'A link not in your list' : 'A campaign not in your list'}
        </MenuItem>
      )}
      {referrals.length > 0 ? <ListSubheader>Links</ListSubheader> : null}
      {referrals.map((referral) => (
        <MenuItem
          key={`link-${referral.id}`}
          value={scopeValue({ kind: 'link', referralId: referral.id })}
          sx={{ fontFamily: 'monospace' }}
        >
          {referral.referralCode}
        </MenuItem>
      ))}
      {campaigns.length > 0 ? <ListSubheader>Campaigns</ListSubheader> : null}
      {campaigns.map((campaign) => (
        <MenuItem key={`campaign-${campaign.id}`} value={scopeValue({ kind: 'campaign', campaignId: campaign.id })}>
          Campaign: {campaign.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
