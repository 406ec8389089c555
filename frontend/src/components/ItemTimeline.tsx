import useSWR from 'swr';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { fetchData } from '../lib/api-client';
import type { TimelineEntry, TimelineKey } from '../lib/api-types';
import { timelineText } from '../lib/lifecycle-text';
import { LoadFailure, LoadingState } from './ListStates';

/** A submitted item's history, oldest first, read from its timeline endpoint when shown. */
export function ItemTimeline({ url }: { url: TimelineKey }) {
  const {
    data: entries,
    error,
    mutate,
  } = useSWR<TimelineEntry[], unknown>(url, (key: TimelineKey) => fetchData(key, 'Failed to load the timeline'));
  if (error) return <LoadFailure message="We could not load the timeline." onRetry={() => void mutate()} />;
  if (!entries) return <LoadingState minHeight={80} />;
  if (entries.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Nothing has happened yet.
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label="Timeline" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {timelineText(entry)}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {new Date(entry.at).toLocaleString()}
          </Typography>
          {entry.notes ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
            >
              {entry.notes}
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
