import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { LifecycleControls, RequestIdLine } from '../../../components/LifecycleControls';
import { SubmittedItemCard } from '../../../components/SubmittedItemCard';
import type { ProjectSubmission } from '../../../lib/api-types';
import { changeErrorMessage, submissionEndpoints } from '../api/project-submission-requests';
import { useChangeOwnSubmission } from '../api/use-project-submissions';
import { listingTypeLabel, paymentLabel, verificationBadge } from '../utils/submission-display';
import { EditSubmissionDialog } from './EditSubmissionDialog';
import { ListingPaymentPanel } from './ListingPaymentPanel';
import { OwnershipPanel } from '../../ownership/components/OwnershipPanel';
import { OwnershipToggle } from '../../ownership/components/OwnershipToggle';

export function SubmissionCard({ submission }: { submission: ProjectSubmission }) {
  const badge = verificationBadge(submission.verificationStatus);
  const change = useChangeOwnSubmission();

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
      <RequestIdLine requestId={submission.requestId} />
      <Typography
        component="p"
        variant="body2"
        sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
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
      {submission.listingType !== 'free' && submission.verificationStatus !== 'withdrawn' ? (
        <ListingPaymentPanel submissionId={submission.id} paymentStatus={submission.paymentStatus} />
      ) : null}
      <LifecycleControls
        idPrefix={`project-submission-${submission.id}`}
        status={submission.verificationStatus}
        reasonLabel={submission.reasonLabel}
        resubmission={submission.resubmission}
        noun="submission"
        timelineUrl={submissionEndpoints.timeline(submission.id)}
        renderEditDialog={(mode, close) => <EditSubmissionDialog submission={submission} mode={mode} onClose={close} />}
        withdraw={{
          name: submission.projectName,
          onWithdraw: async () => void (await change({ action: 'withdraw', id: submission.id })),
          failureMessage: (error) => changeErrorMessage(error, 'withdraw'),
        }}
      />
      {submission.verificationStatus !== 'withdrawn' ? (
        <OwnershipToggle idPrefix={`project-submission-${submission.id}`}>
          <OwnershipPanel submissionId={submission.id} />
        </OwnershipToggle>
      ) : null}
    </SubmittedItemCard>
  );
}
