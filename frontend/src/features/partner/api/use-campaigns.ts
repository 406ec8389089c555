import useSWRMutation from 'swr/mutation';
import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { CampaignStatus, NewCampaign, PartnerProfile } from '../../../lib/api-types';
import { partnerEndpoints } from './partner-endpoints';

export function useCampaigns(profile: PartnerProfile | null | undefined) {
  const { data, error, isLoading, mutate } = useApiData(profile ? partnerEndpoints.campaigns : null, (key) =>
    fetchData(key, READ_FAILURES.campaigns),
  );
  return { campaigns: data, error, isLoading, retry: () => mutate() };
}

export function useCreateCampaign() {
  const { trigger, isMutating } = useSWRMutation(
    partnerEndpoints.campaigns,
    (_url: string, { arg }: { arg: NewCampaign }) => sendData('POST', '/api/campaigns', { body: arg }),
  );
  return { createCampaign: trigger, isCreating: isMutating };
}

export interface CampaignStatusChange {
  id: number;
  status: Exclude<CampaignStatus, 'draft'>;
}

export function useChangeCampaignStatus() {
  const { trigger } = useSWRMutation(
    partnerEndpoints.campaigns,
    (_url: string, { arg }: { arg: CampaignStatusChange }) =>
      sendData('PATCH', '/api/campaigns/{id}/status', {
        params: { path: { id: arg.id } },
        body: { status: arg.status },
      }),
  );
  return { changeStatus: trigger };
}

/** The fields a partner may change on a draft or active campaign. */
export type CampaignChanges = Omit<NewCampaign, 'status'>;

export function useEditCampaign() {
  const { trigger } = useSWRMutation(
    partnerEndpoints.campaigns,
    (_url: string, { arg }: { arg: { id: number; changes: CampaignChanges } }) =>
      sendData('PATCH', '/api/campaigns/{id}', { params: { path: { id: arg.id } }, body: arg.changes }),
  );
  return { editCampaign: trigger };
}

export function useDeleteCampaign() {
  const { trigger } = useSWRMutation(partnerEndpoints.campaigns, (_url: string, { arg }: { arg: { id: number } }) =>
    sendData('DELETE', '/api/campaigns/{id}', { params: { path: { id: arg.id } } }),
  );
  return { deleteCampaign: trigger };
}
