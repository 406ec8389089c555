import { DomainError } from '../../../common/errors/domain.error';
import type { CampaignOwnership } from '../../campaigns/application/campaign-ownership';

export const CAMPAIGN_NOT_FOUND_MESSAGE = 'Campaign not found';

/** A link can only join one of its partner's own campaigns; anyone else's is "not found". */
export async function requireOwnCampaign(
  ownership: CampaignOwnership,
  campaignId: number | null | undefined,
  partnerId: number,
): Promise<void> {
  if (campaignId === null || campaignId === undefined) return;
  if (!(await ownership.isOwnedBy(campaignId, partnerId)))
    throw new DomainError('NOT_FOUND', CAMPAIGN_NOT_FOUND_MESSAGE);
}
