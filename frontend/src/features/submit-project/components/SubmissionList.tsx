import Stack from '@mui/material/Stack';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import type { ProjectSubmission } from '../../../lib/api-types';
import { SubmissionCard } from './SubmissionCard';

export interface SubmissionListProps {
  submissions: ProjectSubmission[] | undefined;
  error: unknown;
  retry: () => void;
}

export function SubmissionList({ submissions, error, retry }: SubmissionListProps) {
  if (error) return <LoadFailure message="We could not load your submissions." onRetry={retry} />;
  if (!submissions) return <LoadingState />;
  if (submissions.length === 0) {
    return (
      <EmptyState icon={<InventoryOutlinedIcon />}>
        You have not submitted any projects yet. Fill in the form above to get listed.
      </EmptyState>
    );
  }
  return (
    <Stack component="ul" spacing={2} aria-label="Your submissions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {submissions.map((submission) => (
        <li key={submission.id}>
          <SubmissionCard submission={submission} />
        </li>
      ))}
    </Stack>
  );
}
