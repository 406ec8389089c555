import { useState } from 'react';
import Stack from '@mui/material/Stack';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { serverMessage } from '../../../lib/api-client';
import type { Campaign, PartnerProfile } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useCampaigns, useChangeCampaignStatus } from '../api/use-campaigns';
import type { CampaignAction } from '../utils/campaign-rules';
import { PARTNER_FAILURES, mutationFailure, type MutationFailure } from '../utils/mutation-failure';
import { CampaignCard } from './CampaignCard';
import { CampaignForm } from './CampaignForm';
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

  let list;
  if (error) {
    list = <LoadFailure message="We could not load your campaigns." onRetry={retry} />;
  } else if (isLoading || !campaigns) {
    list = <LoadingState />;
  } else if (campaigns.length === 0) {
    list = <EmptyState icon={<CampaignOutlinedIcon />}>No campaigns yet. Create your first campaign above!</EmptyState>;
  } else {
    list = (
      <Stack spacing={2}>
        {campaigns.map((campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            isChanging={changingId === campaign.id}
            failure={failed?.id === campaign.id ? failed.failure : null}
            onAction={handleAction}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <SectionCard
        headingLevel="h3"
        title="Create Campaign"
        description="New campaigns start as drafts. Activate them when they go live."
      >
        <CampaignForm />
      </SectionCard>
      <SectionCard headingLevel="h3" title="Your campaigns">
        {list}
      </SectionCard>
      {editing ? <EditCampaignDialog campaign={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteCampaignDialog campaign={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
