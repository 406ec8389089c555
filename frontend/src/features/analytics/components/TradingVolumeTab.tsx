import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartCard } from '../../../components/charts/ChartCard';
import { formatCompact, formatCount, formatUsd, formatUsdCompact } from '../analytics-format';
import { monthlyVolume } from '../analytics-sample-data';

const table = {
  columns: ['Month', 'Volume (USD)', 'Trades'],
  rows: monthlyVolume.map((record) => [record.month, formatUsd(record.volume), formatCount(record.trades)]),
};

export function TradingVolumeTab() {
  const { palette } = useTheme();
  return (
    <ChartCard
      title="Trading volume"
      description="Monthly volume in USD (left axis) and total trades (right axis)"
      table={table}
    >
      <BarChart
        height={400}
        xAxis={[{ scaleType: 'band', data: monthlyVolume.map((record) => record.month) }]}
        // Volume runs to tens of millions and trades to hundreds of thousands, so each gets its own axis.
        yAxis={[
          { id: 'volume', position: 'left', valueFormatter: formatUsdCompact, width: 52 },
          { id: 'trades', position: 'right', valueFormatter: formatCompact, width: 48 },
        ]}
        series={[
          {
            data: monthlyVolume.map((record) => record.volume),
            label: 'Volume (USD)',
            yAxisId: 'volume',
            color: palette.primary.main,
            valueFormatter: (value) => (value === null ? null : formatUsd(value)),
          },
          {
            data: monthlyVolume.map((record) => record.trades),
            label: 'Total trades',
            yAxisId: 'trades',
            color: palette.secondary.main,
            valueFormatter: (value) => (value === null ? null : formatCount(value)),
          },
        ]}
        grid={{ horizontal: true }}
        borderRadius={6}
        margin={{ left: 0, right: 0 }}
      />
    </ChartCard>
  );
}
