import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { brandColors } from '../../../theme/theme';
import {
  formatCount,
  formatKycShare,
  formatOneDecimal,
  formatVolumeMillions,
  type CommunitySummary,
} from '../community-metrics';

interface KpiCardProps {
  label: string;
  value: string;
  caption: string;
  Icon: typeof GroupsOutlinedIcon;
}

function KpiCard({ label, value, caption, Icon }: KpiCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={labelId} component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 2.5,
            color: 'secondary.main',
            backgroundColor: alpha(brandColors.cyan, 0.12),
          }}
        >
          <Icon fontSize="small" />
        </Box>
      </Stack>
      <Typography
        component="p"
        sx={{ fontSize: { xs: '1.6rem', sm: '1.75rem' }, fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {caption}
      </Typography>
    </Card>
  );
}

export function CommunityKpiCards({ summary }: { summary: CommunitySummary }) {
  const cards: KpiCardProps[] = [
    {
      label: 'Total Users',
      value: formatCount(summary.totalUsers),
      caption: 'Across all listed projects',
      Icon: GroupsOutlinedIcon,
    },
    {
      label: 'KYC Users',
      value: formatCount(summary.kycUsers),
      caption: formatKycShare(summary.kycPercent),
      Icon: VerifiedUserOutlinedIcon,
    },
    {
      label: 'Trading Volume',
      value: formatVolumeMillions(summary.tradingVolume),
      caption: 'Last 30 days',
      Icon: ShowChartIcon,
    },
    {
      label: 'Avg Growth Score',
      value: formatOneDecimal(summary.averageGrowth),
      caption: 'Out of 100',
      Icon: SpeedOutlinedIcon,
    },
  ];
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="section" aria-label="Community totals">
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <KpiCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
