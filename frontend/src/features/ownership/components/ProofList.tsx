import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OwnershipProof } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { ownershipErrorMessage, useOwnershipActions } from '../api/ownership-requests';
import { methodLabel, ProofStatusChip } from './ProofStatusChip';

/** The submission's proofs, each with its state and a "Check again" button (owner or admin). */
export function ProofList({ submissionId, proofs }: { submissionId: number; proofs: OwnershipProof[] }) {
  const actions = useOwnershipActions(submissionId);
  const toast = useToast();
  const [busy, setBusy] = useState<number | null>(null);
  if (proofs.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No ownership proof yet.
      </Typography>
    );

  const recheck = async (proof: OwnershipProof) => {
    setBusy(proof.id);
    try {
      const result = await actions.recheck(proof.id);
      toast(
        result.checking
          ? {
              title: 'Checking…',
              description: 'The check could not finish now; it is retried until it settles.',
              variant: 'info',
            }
          : result.status === 'verified'
            ? { title: 'Still verified', description: `The proof (${result.badge}) still holds.`, variant: 'success' }
            : { title: 'Proof lapsed', description: `The proof (${result.badge}) no longer holds.`, variant: 'error' },
      );
    } catch (error) {
      toast({
        title: 'Error',
        description: ownershipErrorMessage(error, 'Failed to check the proof'),
        variant: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <List aria-label="Ownership proofs" disablePadding>
      {proofs.map((proof) => (
        <ListItem key={proof.id} disableGutters sx={{ display: 'block', py: 0.75 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <ProofStatusChip proof={proof} />
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', flex: 1 }}>
              {methodLabel(proof)} · checked {new Date(proof.checkedAt).toLocaleString()}
            </Typography>
            {proof.status !== 'lapsed' ? (
              <Button
                size="small"
                variant="outlined"
                disabled={busy === proof.id}
                onClick={() => void recheck(proof)}
                aria-label={`Check again: ${proof.badge}`}
              >
                {busy === proof.id ? 'Checking…' : 'Check again'}
              </Button>
            ) : null}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
