import type { Campaign, CampaignChanges, CampaignStatus, NewCampaign } from '../domain/campaign';

export abstract class CampaignRepository {
  abstract listByPartner(partnerId: number): Promise<Campaign[]>;
  abstract create(campaign: NewCampaign): Promise<Campaign>;
  abstract findForPartner(id: number, partnerId: number): Promise<Campaign | null>;
  /** Changes the status only if it still is `from`; answers the updated campaign or null. */
  /** Applies the changes only while the status is one of `whileIn`; answers the updated campaign or null. */
  abstract update(
    id: number,
    partnerId: number,
    changes: CampaignChanges,
    whileIn: readonly CampaignStatus[],
  ): Promise<Campaign | null>;
  /** Deletes the campaign only while it is a draft; answers whether it did. */
  abstract deleteDraft(id: number, partnerId: number): Promise<boolean>;
  abstract moveStatus(
    id: number,
    partnerId: number,
    from: CampaignStatus,
    to: CampaignStatus,
  ): Promise<Campaign | null>;
}
