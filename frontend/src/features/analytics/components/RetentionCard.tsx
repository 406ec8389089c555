import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount, formatPercent } from '../analytics-format';
import { latestGrowth, retention, userGrowth } from '../analytics-sample-data';

const snapshot = latestGrowth(userGrowth);

function SnapshotFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.25rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function RetentionCard() {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Typography id={titleId} component="h3" variant="h6">
        User Retention
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Share of new users still active after their first visit
      </Typography>
      <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
        {retention.map((figure) => (
          <Box component="li" key={figure.label}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {figure.label}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 700, color: 'secondary.main' }}>
                {formatPercent(figure.percent)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={figure.percent}
              color="secondary"
              aria-label={`${figure.label} retention`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        ))}
      </Stack>
      {snapshot ? (
        <Box sx={{ mt: 'auto', pt: 3 }}>
          <Divider sx={{ mb: 2 }} />
          <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
            {snapshot.month} snapshot
          </Typography>
          <Stack component="dl" direction="row" spacing={2} sx={{ m: 0 }}>
            <SnapshotFigure label="Total users" value={formatCount(snapshot.users)} />
            <SnapshotFigure
              label="Verified"
              value={`${formatCount(snapshot.verified)} (${formatPercent(snapshot.verifiedPercent)})`}
            />
          </Stack>
        </Box>
      ) : null}
    </Card>
  );
}
