import Box from '@mui/material/Box';
import { alpha, keyframes, styled } from '@mui/material/styles';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import { EmptyState, LoadFailure } from '../../../components/ListStates';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * About as tall as a loaded board, so on a phone the card below it starts off-screen and does
 * not jump when the rows arrive.
 */
const SKELETON_ROWS = 10;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * Placeholder rows drawn like MUI Skeletons (pulsing bars), but as plain elements styled once:
 * the placeholder is in the prerendered page, so each of its elements is hydrated and then
 * removed again when the rows arrive.
 */
const SkeletonRows = styled('div')(({ theme }) => ({
  '& .skeleton-row': { display: 'flex', alignItems: 'center', gap: theme.spacing(2), paddingBlock: theme.spacing(1.5) },
  '& .skeleton-row + .skeleton-row': { marginTop: theme.spacing(1.5) },
  '& .skeleton-lines': { flex: 1, minWidth: 0 },
  '& .skeleton-bar': {
    display: 'block',
    backgroundColor: alpha(theme.palette.text.primary, 0.13),
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '& .skeleton-badge': { width: 48, height: 32, flexShrink: 0, borderRadius: 999 },
  // The text bars take a line's height and show 60% of it, as MUI's text Skeleton does.
  '& .skeleton-text': {
    height: 'auto',
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: '12px/20px',
    '&:empty::before': { content: '"\\00a0"' },
  },
}));

export function LeaderboardSkeleton() {
  return (
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        Loading leaderboard...
      </Box>
      <SkeletonRows aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="skeleton-row">
            <span className="skeleton-bar skeleton-badge" />
            <div className="skeleton-lines">
              <span className="skeleton-bar skeleton-text" style={{ width: '45%' }} />
              <span className="skeleton-bar skeleton-text" style={{ width: '20%' }} />
            </div>
            <span className="skeleton-bar skeleton-text" style={{ width: 90, flexShrink: 0 }} />
          </div>
        ))}
      </SkeletonRows>
    </Box>
  );
}

export function LeaderboardLoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailure message="We could not load this leaderboard. Please try again." onRetry={onRetry} retryLabel="Retry" />
  );
}

export function LeaderboardEmpty() {
  return <EmptyState icon={<LeaderboardOutlinedIcon />}>No leaderboard data available yet</EmptyState>;
}
