import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PeopleIcon from '@mui/icons-material/People';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ProjectStat } from '../../../content/types';

/** The Performance card's trend figures are fixed sample values for every project. */
const VOLUME_CHANGE_24H = '+23%';
const GROWTH_7D = '+45%';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

function StatRow({ label, value, icon, valueColor }: ProjectStat & { icon?: ReactNode; valueColor?: string }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        py: 1.25,
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0, pb: 0 },
      }}
    >
      <Stack
        component="dt"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
      >
        {icon}
        <span>{label}</span>
      </Stack>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right', color: valueColor }}>
        {value}
      </Box>
    </Stack>
  );
}

export function ProjectStatsCard({ stats }: { stats: ProjectStat[] }) {
  return (
    <SideCard title="Project Stats">
      <Box component="dl" sx={{ m: 0 }}>
        {stats.map((stat) => (
          <StatRow key={stat.label} {...stat} />
        ))}
      </Box>
    </SideCard>
  );
}

export function PerformanceCard({ users }: { users?: string }) {
  const iconSx = { fontSize: 18, color: 'secondary.main' };
  return (
    <SideCard title="Performance">
      <Box component="dl" sx={{ m: 0 }}>
        <StatRow
          label="24h Volume"
          value={VOLUME_CHANGE_24H}
          valueColor="success.main"
          icon={<ShowChartIcon aria-hidden="true" sx={iconSx} />}
        />
        <StatRow
          label="7d Growth"
          value={GROWTH_7D}
          valueColor="success.main"
          icon={<TrendingUpIcon aria-hidden="true" sx={iconSx} />}
        />
        {users ? (
          <StatRow label="Active Users" value={users} icon={<PeopleIcon aria-hidden="true" sx={iconSx} />} />
        ) : null}
      </Box>
    </SideCard>
  );
}
