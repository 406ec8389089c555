import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { AdminNotes } from '../../../components/AdminNotes';
import { SectionCard } from '../../../components/SectionCard';
import type { ProjectSubmission } from '../../../lib/api-types';
import { READ_FAILURES } from '../../../lib/read-failures';
import { useKeysetList } from '../api/use-keyset-list';
import { useBulkDecision } from '../hooks/use-bulk-decision';
import { useModerationDecision, type ModerationDecision } from '../hooks/use-moderation-decision';
import { statusBadge } from '../utils/audit-actions';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDate } from '../utils/date-format';
import { canRecordPayment } from '../utils/listing-payment';
import { listingTypeName, paymentStatusLabel } from '../utils/submission-labels';
import { CsvExportButton } from './CsvExportButton';
import { DecisionActions, DecisionProblemAlert } from './DecisionActions';
import { ExternalLink } from './ExternalLink';
import { ItemHistoryToggle } from './ItemHistoryToggle';
import { KeysetListBody } from './KeysetListBody';
import { ListingPaymentActions, PaymentStatusChip } from './ListingPaymentActions';
import { ChainPaymentSummary } from './ChainPaymentSummary';
import { ListFilterBar } from './ListFilterBar';
import { CardText, Facts, ModerationCard } from './ModerationCard';
import { QueueList } from './QueueList';
import { BulkResultAlert } from './BulkDecisionBar';
import { bulkListingPaymentActions } from './BulkListingPaymentActions';
import { ReverseButton } from './ReverseDialog';
import { apiKey } from '../../../lib/api-client';
import { AdminOwnershipView } from '../../ownership/components/AdminOwnershipView';
import { OwnershipToggle } from '../../ownership/components/OwnershipToggle';

function SubmissionItem({ submission, decision }: { submission: ProjectSubmission; decision: ModerationDecision }) {
  const badge = statusBadge(submission.verificationStatus);
  const facts: [string, ReactNode][] = [
    ['Listing type', listingTypeName(submission.listingType)],
    [
      'Payment',
      submission.listingType === 'free' ? (
        paymentStatusLabel(submission.listingType, submission.paymentStatus)
      ) : (
        <PaymentStatusChip submission={submission} />
      ),
    ],
    ['Website', submission.website ? <ExternalLink href={submission.website} /> : 'Not provided'],
  ];
  if (submission.listingType !== 'free')
    facts.push(['On-chain payment', <ChainPaymentSummary submissionId={submission.id} />]);
  if (submission.twitter) facts.push(['Twitter', submission.twitter]);
  if (submission.telegram) facts.push(['Telegram', submission.telegram]);
  if (submission.logo) facts.push(['Logo', <ExternalLink href={submission.logo} />]);

  return (
    <ModerationCard
      titleId={`admin-submission-${submission.id}`}
      title={submission.projectName}
      badges={<Chip size="small" label={badge.label} color={badge.color} variant={badge.variant} />}
      meta={`${submission.requestId} · ${submission.category} · Submitted ${formatDate(submission.createdAt)}`}
      actions={
        submission.verificationStatus !== 'withdrawn' ? (
          <Stack spacing={1}>
            {submission.verificationStatus === 'pending' ? (
              <DecisionActions
                kind="submission"
                id={submission.id}
                subject={submission.projectName}
                decision={decision}
                confirmApproval
              />
            ) : null}
            <ListingPaymentActions submission={submission} />
            {submission.verificationStatus === 'approved' || submission.verificationStatus === 'rejected' ? (
              <ReverseButton
                target={{ kind: 'reopen-submission', id: submission.id, subject: submission.projectName }}
                label="Reopen…"
              />
            ) : null}
          </Stack>
        ) : null
      }
    >
      <CardText>{submission.description}</CardText>
      <Facts items={facts} />
      {submission.adminNotes ? <AdminNotes notes={submission.adminNotes} /> : null}
      <OwnershipToggle idPrefix={`admin-submission-${submission.id}`}>
        <AdminOwnershipView submissionId={submission.id} />
      </OwnershipToggle>
      <ItemHistoryToggle
        idPrefix={`admin-submission-${submission.id}`}
        timelineUrl={apiKey('/api/project-submissions/{id}/timeline', { params: { path: { id: submission.id } } })}
      />
    </ModerationCard>
  );
}

export function SubmissionsTab({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<ProjectSubmission>(ADMIN_LISTS.submissions, READ_FAILURES.submissions, enabled);
  const decision = useModerationDecision('submission');
  const bulk = useBulkDecision('submission');
  return (
    <SectionCard
      title="Project submissions"
      description="Every submission, oldest first unless sorted otherwise. Approving one adds the project to the public directory."
      action={
        list.exportHref ? (
          <CsvExportButton href={list.exportHref} fileName={ADMIN_LISTS.submissions.exportFileName} />
        ) : null
      }
    >
      <DecisionProblemAlert decision={decision} />
      <BulkResultAlert bulk={bulk} />
      <ListFilterBar list={list} />
      <KeysetListBody
        list={list}
        label="Project submissions"
        emptyText="No project submissions"
        emptyIcon={<Inventory2OutlinedIcon />}
      >
        {(items) => (
          <QueueList
            label="Project submissions"
            items={items}
            selection={{
              bulk,
              subjectOf: (submission) => submission.projectName,
              // Pending ones are decided; an unpaid featured or verified listing in review or approved can also be paid.
              isSelectable: (submission) => submission.verificationStatus === 'pending' || canRecordPayment(submission),
              isDecidable: (submission) => submission.verificationStatus === 'pending',
              actions: bulkListingPaymentActions(bulk),
            }}
            renderItem={(submission) => <SubmissionItem submission={submission} decision={decision} />}
          />
        )}
      </KeysetListBody>
    </SectionCard>
  );
}
