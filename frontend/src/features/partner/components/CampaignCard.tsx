import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { ItemCard } from '../../../components/ItemCard';
import type { Campaign } from '../../../lib/api-types';
import { useCampaignAnalyticsLink } from '../api/use-referral-stats';
import { formatConversionRate } from '../utils/stats-chart';
import { campaignDateRange, formatBudget, nextCampaignAction, type CampaignAction } from '../utils/campaign-rules';
import type { MutationFailure } from '../utils/mutation-failure';
import { campaignStatusChip } from '../utils/status-chips';
import { MutationFailureAlert } from './MutationFailureAlert';
import { SHOW_ANALYTICS_STATE } from './ReferralAnalyticsPanel';
import { StatusChip } from './StatusChip';

export interface CampaignCardProps {
  campaign: Campaign;
  isChanging: boolean;
  /** Why the last status change failed. */
  failure?: MutationFailure | null;
  onAction: (campaign: Campaign, action: CampaignAction) => void;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function CampaignCard({ campaign, isChanging, failure = null, onAction, onEdit, onDelete }: CampaignCardProps) {
  const action = nextCampaignAction(campaign.status);
  const titleId = `campaign-${campaign.id}-title`;
  const analyticsLink = useCampaignAnalyticsLink(campaign.id);
  const { stats } = campaign;
  return (
    <ItemCard titleId={titleId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h4" variant="h6" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {campaign.name}
        </Typography>
        <StatusChip style={campaignStatusChip(campaign.status)} />
      </Stack>
      {campaign.description ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.75, whiteSpace: 'pre-line' }}>
          {campaign.description}
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Budget">{formatBudget(campaign.budget)}</Fact>
        <Fact label="Target">{campaign.targetMetrics || 'Not set'}</Fact>
        <Fact label="Schedule">{campaignDateRange(campaign.startDate, campaign.endDate)}</Fact>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <Fact label="Clicks">{stats.clicks.toLocaleString('en-US')}</Fact>
        <Fact label="Conversions">{stats.conversions.toLocaleString('en-US')}</Fact>
        <Fact label="Conversion rate">{formatConversionRate(stats.conversionRate)}</Fact>
      </Box>
      <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="text"
          component={RouterLink}
          to={analyticsLink}
          state={SHOW_ANALYTICS_STATE}
          startIcon={<InsightsOutlinedIcon />}
          aria-label={`View in analytics for ${campaign.name}`}
        >
          View in analytics
        </Button>
        {action ? (
          <Button
            size="small"
            variant="outlined"
            color={action.nextStatus === 'active' ? 'primary' : 'secondary'}
            startIcon={action.nextStatus === 'active' ? <PlayArrowIcon /> : <CheckCircleOutlinedIcon />}
            disabled={isChanging}
            onClick={() => onAction(campaign, action)}
            aria-label={`${isChanging ? action.busyLabel : action.label} ${campaign.name}`}
          >
            {isChanging ? action.busyLabel : action.label}
          </Button>
        ) : null}
        {campaign.status !== 'completed' ? (
          <Button
            size="small"
            variant="text"
            startIcon={<EditOutlinedIcon />}
            disabled={isChanging}
            onClick={() => onEdit(campaign)}
            aria-label={`Edit ${campaign.name}`}
          >
            Edit
          </Button>
        ) : null}
        {campaign.status === 'draft' ? (
          <Button
            size="small"
            variant="text"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={isChanging}
            onClick={() => onDelete(campaign)}
            aria-label={`Delete draft ${campaign.name}`}
          >
            Delete draft
          </Button>
        ) : null}
      </Stack>
      <MutationFailureAlert failure={failure} sx={{ mt: 2 }} />
    </ItemCard>
  );
}
