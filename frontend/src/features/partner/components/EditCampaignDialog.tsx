import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { Campaign } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useEditCampaign, type CampaignChanges } from '../api/use-campaigns';
import { CampaignForm } from './CampaignForm';

/** Mounted only while open, so the form starts from the campaign's current values. */
export function EditCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { editCampaign } = useEditCampaign();
  const toast = useToast();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  const save = async (changes: CampaignChanges) => {
    await editCampaign({ id: campaign.id, changes });
    toast({ title: 'Success', description: 'Campaign updated.', variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
        Edit {campaign.name}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The campaign keeps its status ({campaign.status}); only its details change.
        </DialogContentText>
        <CampaignForm
          edit={{
            idPrefix: `edit-campaign-${campaign.id}`,
            initial: {
              name: campaign.name,
              description: campaign.description,
              budget: String(campaign.budget),
              startDate: campaign.startDate ?? '',
              endDate: campaign.endDate ?? '',
              targetMetrics: campaign.targetMetrics,
            },
            onSave: save,
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
