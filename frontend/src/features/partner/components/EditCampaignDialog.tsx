import { FormDialog } from '../../../components/FormDialog';
import type { Campaign } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useEditCampaign, type CampaignChanges } from '../api/use-campaigns';
import { CampaignForm } from './CampaignForm';

/** Mounted only while open, so the form starts from the campaign's current values. */
export function EditCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { editCampaign } = useEditCampaign();
  const toast = useToast();

  const save = async (changes: CampaignChanges) => {
    await editCampaign({ id: campaign.id, changes });
    toast({ title: 'Success', description: 'Campaign updated.', variant: 'success' });
    onClose();
  };

  return (
    <FormDialog
      title={`Edit ${campaign.name}`}
      intro={`The campaign keeps its status (${campaign.status}); only its details change.`}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
