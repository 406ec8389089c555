import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SpeedOutlinedIcon from '@mui/icons-material/SpeedOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { HeadlineCardGrid } from '../../../components/HeadlineCard';
import {
  formatCount,
  formatKycShare,
  formatOneDecimal,
  formatVolumeMillions,
  type CommunitySummary,
} from '../community-metrics';

function Caption({ text }: { text: string }) {
  return (
    <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
      {text}
    </Typography>
  );
}

export function CommunityKpiCards({ summary }: { summary: CommunitySummary }) {
  const cards = [
    {
      label: 'Total Users',
      value: formatCount(summary.totalUsers),
      footer: <Caption text="Across all listed projects" />,
      icon: <GroupsOutlinedIcon fontSize="small" />,
    },
    {
      label: 'KYC Users',
      value: formatCount(summary.kycUsers),
      footer: <Caption text={formatKycShare(summary.kycPercent)} />,
      icon: <VerifiedUserOutlinedIcon fontSize="small" />,
    },
    {
      label: 'Trading Volume',
      value: formatVolumeMillions(summary.tradingVolume),
      footer: <Caption text="Last 30 days" />,
      icon: <ShowChartIcon fontSize="small" />,
    },
    {
      label: 'Avg Growth Score',
      value: formatOneDecimal(summary.averageGrowth),
      footer: <Caption text="Out of 100" />,
      icon: <SpeedOutlinedIcon fontSize="small" />,
    },
  ];
  return <HeadlineCardGrid label="Community totals" cards={cards} />;
}
