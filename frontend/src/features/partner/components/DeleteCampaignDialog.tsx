import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
    <ConfirmDialog
      title={`Delete ${campaign.name}?`}
      description="This draft is removed for good. This cannot be undone."
      busy={busy}
      confirmLabel="Delete draft"
      busyLabel="Deleting..."
      onConfirm={() => void remove()}
      onClose={onClose}
    >
      <MutationFailureAlert failure={failure} sx={{ mt: 2 }} />
    </ConfirmDialog>
  );
}
