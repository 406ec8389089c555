import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { podiumPlace, type PodiumPlace } from '../leaderboard-format';
import { visuallyHidden } from '../../../components/visually-hidden';

const podiumColors: Record<PodiumPlace, string> = {
  gold: '#facc15',
  silver: '#cbd5e1',
  bronze: '#f59e0b',
};

export function RankBadge({ rank }: { rank: number }) {
  const place = podiumPlace(rank);
  const color = place ? podiumColors[place] : undefined;
  return (
    <Box
      data-podium={place ?? 'none'}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        minWidth: 40,
        height: 32,
        px: 1,
        borderRadius: 999,
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        color: color ?? 'text.secondary',
        backgroundColor: color ? alpha(color, 0.14) : 'action.hover',
        border: '1px solid',
        borderColor: color ? alpha(color, 0.55) : 'transparent',
      }}
    >
      {place ? <EmojiEventsIcon aria-hidden="true" sx={{ fontSize: 18 }} /> : null}
      <Box component="span" sx={visuallyHidden}>
        Rank{' '}
      </Box>
      {rank}
      {place ? (
        <Box component="span" sx={visuallyHidden}>
          {` (${place} trophy)`}
        </Box>
      ) : null}
    </Box>
  );
}
