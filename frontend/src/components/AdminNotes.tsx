import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { brandColors } from '../theme/theme';
import { sxItems } from '../lib/sx';

/** The reviewing admin's note on a submission, set apart from the submitter's own text. */
export function AdminNotes({ notes, sx }: { notes: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          p: 1.5,
          borderRadius: 2,
          borderLeft: `3px solid ${brandColors.violet}`,
          backgroundColor: alpha(brandColors.violet, 0.08),
        },
        ...sxItems(sx),
      ]}
    >
      <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          Admin notes:
        </Box>{' '}
        {notes}
      </Typography>
    </Box>
  );
}
