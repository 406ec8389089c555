import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartCard } from '../../../components/charts/ChartCard';
import { piePalette } from '../../../components/charts/chart-palette';
import type { KycSlice } from '../community-charts';
import { formatCount } from '../community-metrics';

export function KycChart({ slices }: { slices: readonly KycSlice[] }) {
  const { palette } = useTheme();
  const colors = piePalette(palette);
  const table = {
    columns: ['Project', 'KYC users'],
    rows: slices.map((slice) => [slice.name, formatCount(slice.kycUsers)]),
  };
  return (
    <ChartCard
      title="KYC distribution"
      description={`Verified (KYC) users of the ${slices.length} largest projects by trading volume`}
      table={table}
    >
      <PieChart
        height={350}
        series={[
          {
            data: slices.map((slice, index) => ({
              id: slice.projectId,
              value: slice.kycUsers,
              label: slice.name,
              color: colors[index % colors.length],
            })),
            innerRadius: '45%',
            paddingAngle: 1.5,
            cornerRadius: 4,
            valueFormatter: (item) => `${formatCount(item.value)} KYC users`,
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
      />
    </ChartCard>
  );
}
