import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { HeadlineCardGrid } from '../../../components/HeadlineCard';
import { headlineFigures } from '../analytics-sample-data';

const icons = [GroupsOutlinedIcon, ShowChartIcon, PublicOutlinedIcon, HandshakeOutlinedIcon];

export function HeadlineCards() {
  return (
    <HeadlineCardGrid
      label="Headline figures"
      cards={headlineFigures.map((figure, index) => {
        const Icon = icons[index];
        return {
          label: figure.label,
          value: figure.value,
          icon: <Icon fontSize="small" />,
          accent: 'violet',
          footer: (
            <Chip
              size="small"
              icon={<TrendingUpIcon aria-hidden="true" />}
              label={figure.change}
              sx={{
                mt: 1.5,
                color: 'success.main',
                backgroundColor: alpha('#4ade80', 0.12),
                '& .MuiChip-icon': { color: 'inherit' },
              }}
            />
          ),
        };
      })}
    />
  );
}
