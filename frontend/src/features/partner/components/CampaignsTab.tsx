import { useState } from 'react';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { serverMessage } from '../../../lib/api-client';
import type { Campaign, PartnerProfile } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useCampaigns, useChangeCampaignStatus } from '../api/use-campaigns';
import type { CampaignAction } from '../utils/campaign-rules';
import { PARTNER_FAILURES, mutationFailure, type MutationFailure } from '../utils/mutation-failure';
import { CampaignCard } from './CampaignCard';
import { CampaignForm } from './CampaignForm';
import { CreateAndListTab } from './CreateAndListTab';
import { DeleteCampaignDialog } from './DeleteCampaignDialog';
import { EditCampaignDialog } from './EditCampaignDialog';

export function CampaignsTab({ profile }: { profile: PartnerProfile }) {
  const { campaigns, error, isLoading, retry } = useCampaigns(profile);
  const { changeStatus } = useChangeCampaignStatus();
  const [changingId, setChangingId] = useState<number | null>(null);
  const toast = useToast();
  // The failed status change, shown on its campaign's card until the next attempt.
  const [failed, setFailed] = useState<{ id: number; failure: MutationFailure } | null>(null);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | null>(null);

  const handleAction = async (campaign: Campaign, action: CampaignAction) => {
    if (changingId !== null) return;
    setChangingId(campaign.id);
    setFailed(null);
    try {
      await changeStatus({ id: campaign.id, status: action.nextStatus });
      toast({ title: 'Success', description: action.successMessage, variant: 'success' });
    } catch (failure) {
      // No toast for partner dashboard failures (spec §8); the card says what went wrong.
      setFailed({ id: campaign.id, failure: mutationFailure(PARTNER_FAILURES.updateCampaign, serverMessage(failure)) });
    } finally {
      setChangingId(null);
    }
  };

  return (
    <CreateAndListTab
      create={{
        title: 'Create Campaign',
        description: 'New campaigns start as drafts. Activate them when they go live.',
        form: <CampaignForm />,
      }}
      listTitle="Your campaigns"
      items={campaigns}
      error={error}
      isLoading={isLoading}
      retry={retry}
      failureMessage="We could not load your campaigns."
      empty={{ icon: <CampaignOutlinedIcon />, text: 'No campaigns yet. Create your first campaign above!' }}
      renderItem={(campaign) => (
        <CampaignCard
          key={campaign.id}
          campaign={campaign}
          isChanging={changingId === campaign.id}
          failure={failed?.id === campaign.id ? failed.failure : null}
          onAction={handleAction}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
    >
      {editing ? <EditCampaignDialog campaign={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} /> : null}
    </CreateAndListTab>
  );
}
