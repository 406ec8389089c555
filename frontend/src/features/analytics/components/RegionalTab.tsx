import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';
import { ChartCard } from '../../../components/charts/ChartCard';
import { piePalette } from '../../../components/charts/chart-palette';
import { formatCount, formatPercent } from '../analytics-format';
import { regionShares } from '../analytics-sample-data';

const table = {
  columns: ['Region', 'Share of users', 'Users'],
  rows: regionShares.map((record) => [record.label, formatPercent(record.value), formatCount(record.users)]),
};

function RegionUsersCard({ colors }: { colors: readonly string[] }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={titleId} component="h3" variant="h6">
        Users by region
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5 }}>
        {regionShares.map((record, index) => (
          <Stack
            component="li"
            key={record.region}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, backgroundColor: 'action.hover' }}
          >
            <Box
              aria-hidden="true"
              sx={{ width: 12, height: 12, borderRadius: '50%', flexShrink: 0, backgroundColor: colors[index] }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {record.label}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {formatPercent(record.value)} of users
              </Typography>
            </Box>
            <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(record.users)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

export function RegionalTab() {
  const { palette } = useTheme();
  const colors = piePalette(palette);
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ChartCard title="Share by region" description="Share of all users, in percent" table={table}>
          <PieChart
            height={350}
            series={[
              {
                data: regionShares.map((record, index) => ({
                  id: record.region,
                  value: record.value,
                  label: record.label,
                  color: colors[index],
                })),
                innerRadius: '45%',
                paddingAngle: 1.5,
                cornerRadius: 4,
                arcLabel: (item) => formatPercent(item.value),
                arcLabelMinAngle: 25,
                valueFormatter: (item) => formatPercent(item.value),
              },
            ]}
            slotProps={{
              legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
            }}
            sx={{ [`& .${pieClasses.arcLabel}`]: { fill: palette.common.black, fontWeight: 700 } }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <RegionUsersCard colors={colors} />
      </Grid>
    </Grid>
  );
}
