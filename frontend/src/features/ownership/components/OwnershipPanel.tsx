import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { useOwnership } from '../api/ownership-requests';
import { ContractsSection } from './ContractsSection';
import { ProofList } from './ProofList';
import { ProveOwnershipSection } from './ProveOwnershipSection';
import { RegisteredSignersSection } from './RegisteredSignersSection';

/** The submitter's ownership tools for one submission: its contracts, its proofs and the ways to prove. */
export function OwnershipPanel({ submissionId }: { submissionId: number }) {
  const { ownership, error, isLoading, retry } = useOwnership(submissionId);
  if (isLoading && !ownership) return <LoadingState minHeight={80} />;
  if (error || !ownership) return <LoadFailure message="Failed to load the ownership details" onRetry={retry} />;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <ProofList submissionId={submissionId} proofs={ownership.proofs} />
      <ContractsSection submissionId={submissionId} contracts={ownership.contracts} />
      <ProveOwnershipSection ownership={ownership} />
      {ownership.contracts.length > 0 ? <RegisteredSignersSection ownership={ownership} /> : null}
    </Stack>
  );
}
