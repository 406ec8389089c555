import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { brandColors } from '../../../theme/theme';
import type { ProjectSubmission } from '../api/project-submission-types';
import { listingTypeLabel, paymentLabel, verificationBadge } from '../utils/submission-display';

export function SubmissionCard({ submission }: { submission: ProjectSubmission }) {
  const titleId = `project-submission-${submission.id}-title`;
  const badge = verificationBadge(submission.verificationStatus);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, backgroundColor: 'transparent' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {submission.projectName}
          </Typography>
          <Typography component="p" variant="caption" sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 0.4 }}>
            {submission.category}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' · Submitted '}
              {new Date(submission.createdAt).toLocaleDateString()}
            </Box>
          </Typography>
        </Box>
        <Chip size="small" label={badge.label} color={badge.color} variant={badge.variant} />
      </Stack>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {submission.description}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={listingTypeLabel(submission.listingType)} />
        <Chip size="small" variant="outlined" label={paymentLabel(submission.listingType, submission.paymentStatus)} />
        {submission.website ? (
          <Link
            href={submission.website}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {submission.website}
            <OpenInNewIcon aria-hidden="true" sx={{ fontSize: 14 }} />
          </Link>
        ) : null}
      </Stack>
      {submission.adminNotes ? (
        <Box
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 2,
            borderLeft: `3px solid ${brandColors.violet}`,
            backgroundColor: alpha(brandColors.violet, 0.08),
          }}
        >
          <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              Admin notes:
            </Box>{' '}
            {submission.adminNotes}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
