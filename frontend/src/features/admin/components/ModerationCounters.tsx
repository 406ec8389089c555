import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { brandColors } from '../../../theme/theme';
import type { ModerationCounts } from '../utils/moderation-counters';

function CounterCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} sx={{ p: { xs: 1.75, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          borderRadius: 3,
          color: 'secondary.main',
          backgroundColor: alpha(brandColors.cyan, 0.12),
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>
          {value === undefined ? '–' : value.toLocaleString('en-US')}
        </Typography>
      </Box>
    </Card>
  );
}

export function ModerationCounters({ counts }: { counts: ModerationCounts }) {
  return (
    <Box
      component="section"
      aria-label="Waiting for review"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <CounterCard label="Pending Partners" value={counts.partners} icon={<HandshakeOutlinedIcon />} />
      <CounterCard label="Pending Projects" value={counts.projects} icon={<AppsOutlinedIcon />} />
      <CounterCard label="Pending Articles" value={counts.articles} icon={<ArticleOutlinedIcon />} />
      <CounterCard label="Pending Submissions" value={counts.submissions} icon={<Inventory2OutlinedIcon />} />
    </Box>
  );
}
