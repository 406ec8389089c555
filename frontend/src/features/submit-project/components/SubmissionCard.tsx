import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { SubmittedItemCard } from '../../../components/SubmittedItemCard';
import type { ProjectSubmission } from '../../../lib/api-types';
import { listingTypeLabel, paymentLabel, verificationBadge } from '../utils/submission-display';

export function SubmissionCard({ submission }: { submission: ProjectSubmission }) {
  const badge = verificationBadge(submission.verificationStatus);
  return (
    <SubmittedItemCard
      titleId={`project-submission-${submission.id}-title`}
      title={submission.projectName}
      headingLevel="h3"
      category={submission.category}
      createdAt={submission.createdAt}
      status={<Chip size="small" label={badge.label} color={badge.color} variant={badge.variant} />}
      adminNotes={submission.adminNotes}
    >
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
    </SubmittedItemCard>
  );
}
