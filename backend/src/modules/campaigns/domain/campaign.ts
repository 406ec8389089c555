export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_LIMITS = {
  name: 120,
  description: 2000,
  targetMetrics: 500,
  budget: 1_000_000_000,
} as const;

export interface Campaign {
  id: number;
  partnerId: number;
  name: string;
  description: string;
  budget: number;
  status: CampaignStatus;
  startDate: string | null;
  endDate: string | null;
  targetMetrics: string;
  createdAt: Date;
}

export type NewCampaign = Omit<Campaign, 'id' | 'status' | 'createdAt'>;

const NEXT_STATUS: Record<CampaignStatus, CampaignStatus | null> = {
  draft: 'active',
  active: 'completed',
  completed: null,
};

/** Campaigns only move forward: draft → active → completed. */
export function canMoveCampaign(from: CampaignStatus, to: CampaignStatus): boolean {
  return NEXT_STATUS[from] === to;
}

/** Dates are ISO calendar dates (YYYY-MM-DD), so string order is date order. */
export function endsBeforeItStarts(startDate: string | null, endDate: string | null): boolean {
  return startDate !== null && endDate !== null && endDate < startDate;
}

export type CampaignChanges = Partial<Omit<NewCampaign, 'partnerId'>>;

/** Details can change until the campaign is completed. */
export const EDITABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['draft', 'active'];

export function canEditCampaign(status: CampaignStatus): boolean {
  return EDITABLE_CAMPAIGN_STATUSES.includes(status);
}

/** Only a draft can be deleted: an active or completed campaign is part of the partner's record. */
export function canDeleteCampaign(status: CampaignStatus): boolean {
  return status === 'draft';
}
