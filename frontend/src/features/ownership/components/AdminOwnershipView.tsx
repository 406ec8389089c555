import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import type { ProjectOwnership, RegisteredSigner } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { shortAddress } from '../../wallets/utils/chains';
import { ownershipErrorMessage, useOwnership, useOwnershipActions } from '../api/ownership-requests';
import { ProofList } from './ProofList';

function contractLabel(ownership: ProjectOwnership, contractId: number): string {
  const contract = ownership.contracts.find((candidate) => candidate.id === contractId);
  return contract ? `${shortAddress(contract.address)} on ${contract.chainName}` : 'a removed contract';
}

/** The admin queue's view of a submission's ownership: contracts, proofs (with Check again) and signers to accept. */
export function AdminOwnershipView({ submissionId }: { submissionId: number }) {
  const { ownership, error, isLoading, retry } = useOwnership(submissionId);
  const actions = useOwnershipActions(submissionId);
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  if (isLoading && !ownership) return <LoadingState minHeight={80} />;
  if (error || !ownership) return <LoadFailure message="Failed to load the ownership details" onRetry={retry} />;

  const decide = async (signer: RegisteredSigner, accepted: boolean) => {
    setBusy(signer.id);
    try {
      await actions.decideSigner(signer.id, accepted);
      toast({ title: 'Success', description: accepted ? 'Signer accepted' : 'Signer rejected', variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Error',
        description: ownershipErrorMessage(failure, 'Failed to update the signer'),
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      <ProofList submissionId={submissionId} proofs={ownership.proofs} />
      <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
        Contracts
      </Typography>
      {ownership.contracts.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No contracts named.
        </Typography>
      ) : (
        <List aria-label="Contracts" disablePadding dense>
          {ownership.contracts.map((contract) => (
            <ListItem key={contract.id} disableGutters>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {contract.address} on {contract.chainName}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {ownership.signers.length > 0 ? (
        <List aria-label="Registered signers" disablePadding dense>
          {ownership.signers.map((signer) => (
            <ListItem key={signer.id} disableGutters sx={{ display: 'block' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
                  Signer {signer.address} for {contractLabel(ownership, signer.contractId)}
                </Typography>
                <Chip size="small" variant="outlined" label={signer.status} />
                {signer.status === 'pending' ? (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={busy === signer.id}
                      onClick={() => void decide(signer, true)}
                      aria-label={`Accept signer ${signer.address}`}
                    >
                      Accept
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={busy === signer.id}
                      onClick={() => void decide(signer, false)}
                      aria-label={`Reject signer ${signer.address}`}
                    >
                      Reject
                    </Button>
                  </Stack>
                ) : null}
              </Stack>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
