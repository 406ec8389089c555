import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { brandColors } from '../../../theme/theme';
import { headlineFigures, type HeadlineFigure } from '../analytics-sample-data';

const icons = [GroupsOutlinedIcon, ShowChartIcon, PublicOutlinedIcon, HandshakeOutlinedIcon];

function HeadlineCard({ figure, Icon }: { figure: HeadlineFigure; Icon: typeof GroupsOutlinedIcon }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Typography id={labelId} component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {figure.label}
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
            color: 'primary.light',
            backgroundColor: alpha(brandColors.violet, 0.14),
          }}
        >
          <Icon fontSize="small" />
        </Box>
      </Stack>
      <Typography component="p" sx={{ fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.15, mt: 0.5 }}>
        {figure.value}
      </Typography>
      <Chip
        size="small"
        icon={<TrendingUpIcon aria-hidden="true" />}
        label={figure.change}
        sx={{ mt: 1.5, color: 'success.main', backgroundColor: alpha('#4ade80', 0.12), '& .MuiChip-icon': { color: 'inherit' } }}
      />
    </Card>
  );
}

export function HeadlineCards() {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="section" aria-label="Headline figures">
      {headlineFigures.map((figure, index) => (
        <Grid key={figure.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <HeadlineCard figure={figure} Icon={icons[index]} />
        </Grid>
      ))}
    </Grid>
  );
}
