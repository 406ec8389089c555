import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from '../../../components/charts/ChartCard';
import type { GrowthPoint } from '../community-charts';
import { formatCount, formatOneDecimal } from '../community-metrics';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';

const compact = createdOnFirstUse(
  () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
);

export function GrowthChart({ points }: { points: readonly GrowthPoint[] }) {
  const { palette } = useTheme();
  const table = {
    columns: ['Point', 'Project', 'Growth score', 'Users'],
    rows: points.map((point) => [point.day, point.name, formatOneDecimal(point.growth), formatCount(point.users)]),
  };
  return (
    <ChartCard
      title="Growth trends"
      description="Growth score (left axis, out of 100) and users (right axis)"
      table={table}
    >
      <LineChart
        height={380}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((point) => point.day),
            // The tooltip also names the project behind each point.
            valueFormatter: (day: string, context) => {
              if (context.location !== 'tooltip') return day;
              const point = points.find((candidate) => candidate.day === day);
              return point ? `${day} · ${point.name}` : day;
            },
          },
        ]}
        // Users run to millions while growth stays within 0–100, so each gets its own axis.
        yAxis={[
          { id: 'growth', position: 'left', min: 0, max: 100, width: 40 },
          { id: 'users', position: 'right', valueFormatter: (value: number) => compact().format(value), width: 48 },
        ]}
        series={[
          {
            data: points.map((point) => point.growth),
            label: 'Growth score',
            yAxisId: 'growth',
            color: palette.primary.main,
            valueFormatter: (value) => (value === null ? null : formatOneDecimal(value)),
          },
          {
            data: points.map((point) => point.users),
            label: 'Users',
            yAxisId: 'users',
            color: palette.secondary.main,
            valueFormatter: (value) => (value === null ? null : formatCount(value)),
          },
        ]}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 0 }}
      />
    </ChartCard>
  );
}
