import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { ChartCard } from '../../../components/charts/ChartCard';
import { formatCompact, formatCount } from '../analytics-format';
import { userGrowth } from '../analytics-sample-data';
import { RetentionCard } from './RetentionCard';

const months = userGrowth.map((record) => record.month);
const table = {
  columns: ['Month', 'Total users', 'Verified users'],
  rows: userGrowth.map((record) => [record.month, formatCount(record.users), formatCount(record.verified)]),
};
const countOrNothing = (value: number | null) => (value === null ? null : formatCount(value));

export function UserGrowthTab() {
  const { palette } = useTheme();
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <ChartCard title="User growth" description="Total and verified users, January to June" table={table}>
          <LineChart
            height={400}
            xAxis={[{ scaleType: 'point', data: months }]}
            yAxis={[{ valueFormatter: formatCompact, width: 44 }]}
            series={[
              {
                data: userGrowth.map((record) => record.users),
                label: 'Total users',
                area: true,
                color: palette.primary.main,
                valueFormatter: countOrNothing,
              },
              {
                data: userGrowth.map((record) => record.verified),
                label: 'Verified users',
                area: true,
                color: palette.secondary.main,
                valueFormatter: countOrNothing,
              },
            ]}
            grid={{ horizontal: true }}
            margin={{ left: 0, right: 12 }}
            sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <RetentionCard />
      </Grid>
    </Grid>
  );
}
