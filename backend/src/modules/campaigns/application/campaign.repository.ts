import type { Campaign, CampaignStatus, NewCampaign } from '../domain/campaign';

export abstract class CampaignRepository {
  abstract listByPartner(partnerId: number): Promise<Campaign[]>;
  abstract create(campaign: NewCampaign): Promise<Campaign>;
  abstract findForPartner(id: number, partnerId: number): Promise<Campaign | null>;
  /** Changes the status only if it still is `from`; answers the updated campaign or null. */
  abstract moveStatus(id: number, partnerId: number, from: CampaignStatus, to: CampaignStatus): Promise<Campaign | null>;
}
