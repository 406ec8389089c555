import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';
import { visuallyHidden } from '../../../components/visually-hidden';
import { chartData, chartSummary, dayLabel, dayLines, type StatsDay } from '../utils/stats-chart';

const count = (value: number | null) => (value === null ? null : value.toLocaleString('en-US'));

/**
 * The two lines with their figures in words: a one-sentence summary as the figure's description and
 * a list of every day after it (a list, not a table, so it never reads as rows of the links table).
 */
export function StatsChart({ series, rangeLabel }: { series: readonly StatsDay[]; rangeLabel: string }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const titleId = useId();
  const summaryId = useId();
  const data = chartData(series);
  // Straight segments: a smoothed curve would draw values between days that never happened.
  const lineStyle = { curve: 'linear' as const, showMark: series.length <= 31, valueFormatter: count };
  return (
    <Card
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      variant="outlined"
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0, backgroundColor: 'transparent' }}
    >
      <Typography id={titleId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Clicks and conversions per day
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Counted clicks and conversions, {rangeLabel} (UTC days).
      </Typography>
      <Box sx={{ mt: 1, minWidth: 0 }}>
        <LineChart
          height={isPhone ? 240 : 320}
          skipAnimation={reducedMotion}
          xAxis={[
            {
              scaleType: 'point',
              data: data.days,
              valueFormatter: (day: string, context) => dayLabel(day, context.location === 'tooltip'),
            },
          ]}
          // Counts start at zero, so a single day or a flat range is not drawn as a rise or a fall.
          yAxis={[{ min: 0, tickMinStep: 1, width: 40 }]}
          series={[
            { id: 'clicks', data: data.clicks, label: 'Clicks', color: theme.palette.secondary.main, ...lineStyle },
            {
              id: 'conversions',
              data: data.conversions,
              label: 'Conversions',
              color: theme.palette.primary.main,
              ...lineStyle,
            },
          ]}
          grid={{ horizontal: true }}
          margin={{ left: 0, right: 12 }}
        />
      </Box>
      <Box sx={visuallyHidden}>
        <p id={summaryId}>{chartSummary(series)}</p>
        <ul aria-label="Every day of the range">
          {dayLines(series).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Box>
    </Card>
  );
}
