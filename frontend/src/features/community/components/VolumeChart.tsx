import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from '../../../components/charts/ChartCard';
import type { VolumeBar } from '../community-charts';
import { formatCount, formatOneDecimal } from '../community-metrics';

const formatMillions = (value: number) => `$${formatOneDecimal(value)}M`;

export function VolumeChart({ bars }: { bars: readonly VolumeBar[] }) {
  const { palette } = useTheme();
  const table = {
    columns: ['Project', 'Trading volume'],
    rows: bars.map((bar) => [bar.name, formatMillions(bar.volumeMillions)]),
  };
  return (
    <ChartCard
      title="Trading volume by project"
      description={`The ${bars.length} largest projects by trading volume, in millions of USD`}
      table={table}
    >
      <BarChart
        height={380}
        // Indexes, not names, key the bands, so two projects with one name still get a bar each.
        xAxis={[
          {
            scaleType: 'band',
            data: bars.map((_bar, index) => index),
            valueFormatter: (index: number) => bars[index]?.name ?? '',
            tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
            height: 72,
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => `$${formatCount(value)}M`, width: 88 }]}
        series={[
          {
            data: bars.map((bar) => bar.volumeMillions),
            label: 'Trading volume ($M)',
            color: palette.primary.main,
            valueFormatter: (value) => (value === null ? null : formatMillions(value)),
          },
        ]}
        hideLegend
        grid={{ horizontal: true }}
        borderRadius={6}
        margin={{ left: 0, right: 8 }}
      />
    </ChartCard>
  );
}
