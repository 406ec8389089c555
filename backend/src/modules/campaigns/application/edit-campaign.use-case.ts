import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { PartnerStanding } from '../../partners/application/partner-standing';
import {
  canEditCampaign,
  EDITABLE_CAMPAIGN_STATUSES,
  endsBeforeItStarts,
  type Campaign,
  type CampaignChanges,
} from '../domain/campaign';
import { CampaignRepository } from './campaign.repository';
import { CAMPAIGN_NOT_FOUND } from './change-campaign-status.use-case';

export const NOTHING_TO_CHANGE_MESSAGE = 'Send at least one field to change';
export const COMPLETED_CAMPAIGN_MESSAGE = 'A completed campaign can no longer be edited';

@Injectable()
export class EditCampaignUseCase {
  constructor(
    private readonly standing: PartnerStanding,
    private readonly campaigns: CampaignRepository,
  ) {}

  /** Owner only (someone else's campaign is "not found"), while draft or active; fields left out stay. */
  async execute(userId: number, campaignId: number, changes: CampaignChanges): Promise<Campaign> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    if (Object.keys(given).length === 0) throw new DomainError('VALIDATION_FAILED', NOTHING_TO_CHANGE_MESSAGE);
    const profile = await this.standing.requireInGoodStanding(userId);
    const campaign = await this.campaigns.findForPartner(campaignId, profile.id);
    if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
    if (!canEditCampaign(campaign.status)) throw new DomainError('CONFLICT', COMPLETED_CAMPAIGN_MESSAGE);
    const startDate = given.startDate !== undefined ? (changes.startDate ?? null) : campaign.startDate;
    const endDate = given.endDate !== undefined ? (changes.endDate ?? null) : campaign.endDate;
    if (endsBeforeItStarts(startDate, endDate)) {
      throw new DomainError('VALIDATION_FAILED', 'End date must not be before the start date');
    }
    const edited = await this.campaigns.update(campaignId, profile.id, given, EDITABLE_CAMPAIGN_STATUSES);
    if (!edited) throw new DomainError('CONFLICT', COMPLETED_CAMPAIGN_MESSAGE);
    return edited;
  }
}
