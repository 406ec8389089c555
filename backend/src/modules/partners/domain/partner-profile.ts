import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

/**
 * pending → approved or rejected by an admin; the owner may withdraw a pending profile; an admin
 * revokes an approved one. Only pending and approved profiles keep the partner tools.
 */
export const PARTNER_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'revoked'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** The statuses whose owner may start new partner work (campaigns, articles, referral links). */
export const PARTNER_TOOL_STATUSES: readonly PartnerStatus[] = ['pending', 'approved'];

export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
export const REFERRAL_CODE_RULE = '4 to 32 letters, digits, dashes or underscores';

export const PARTNER_LIMITS = {
  companyName: 120,
  description: 2000,
} as const;

export interface PartnerProfile {
  id: number;
  userId: number;
  companyName: string;
  website: string | null;
  description: string | null;
  referralCode: string;
  status: PartnerStatus;
  /** What the admin wrote when deciding, shown to the owner; null until decided or when none was given. */
  decisionReason: string | null;
  /** Why it was rejected; null unless rejected. */
  reasonCode: ReasonCode | null;
  createdAt: Date;
  /** When it was last decided; null while pending or after a resubmission. */
  decidedAt: Date | null;
}

export interface NewPartnerProfile {
  userId: number;
  companyName: string;
  website: string | null;
  description: string | null;
  referralCode: string;
}

/** What the owner may correct in their profile; the referral code is already a live link and stays. */
export type PartnerProfileChanges = Pick<NewPartnerProfile, 'companyName' | 'website' | 'description'>;
