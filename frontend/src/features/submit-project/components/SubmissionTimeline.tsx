import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { useSubmissionTimeline } from '../api/use-project-submissions';
import { timelineText } from '../utils/submission-display';

/** The submission's history, oldest first; read when it is expanded. */
export function SubmissionTimeline({ id }: { id: number }) {
  const { entries, error, retry } = useSubmissionTimeline(id, true);
  if (error) return <LoadFailure message="We could not load the timeline." onRetry={retry} />;
  if (!entries) return <LoadingState />;
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
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {entry.notes}
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
