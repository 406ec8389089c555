import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Campaign } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useDeleteCampaign } from '../api/use-campaigns';
import { MutationFailureAlert, useMutationFailure } from './MutationFailureAlert';

/** Confirms deleting a draft campaign; mounted only while open. */
export function DeleteCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { deleteCampaign } = useDeleteCampaign();
  const toast = useToast();
  const { failure, fail, clear } = useMutationFailure();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  const remove = async () => {
    setBusy(true);
    clear();
    try {
      await deleteCampaign({ id: campaign.id });
      toast({ title: 'Success', description: 'Draft campaign deleted.', variant: 'success' });
      onClose();
    } catch (error) {
      fail('Failed to delete campaign', error);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Delete {campaign.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>This draft is removed for good. This cannot be undone.</DialogContentText>
        <MutationFailureAlert failure={failure} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy} autoFocus>
          Keep it
        </Button>
        <Button variant="contained" color="error" onClick={() => void remove()} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete draft'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
