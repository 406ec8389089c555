import type { ListPage, ListWindow } from '../../../paging/list-window';
import type { ConversionFlag, ConversionSignals, ConversionStatus } from '../domain/conversion-flags';

/** A referral a signup can convert: its partner's standing keeps the tools open and the account is not the partner's. */
export interface ConvertibleReferral {
  referralId: number;
  code: string;
  partnerId: number;
  ownerUserId: number;
  campaignId: number | null;
}

/** What the signup request tells about the new account, as stored with its conversion. */
export interface ConversionEvidence {
  visitor: string | null;
  clientAddress: string;
  userAgent: string | null;
  /** The click event id from the cookie; kept only when it is a click on the same referral. */
  clickEventId: string | null;
}

export interface NewConversion extends ConversionEvidence {
  userId: number;
  referralId: number;
  status: ConversionStatus;
  flags: ConversionFlag[];
}

/** A stored conversion with its referral's owner, as review reads and changes it. */
export interface StoredConversion {
  userId: number;
  username: string;
  referralId: number;
  referralCode: string;
  partnerId: number;
  ownerUserId: number;
  companyName: string;
  campaignId: number | null;
  convertedAt: Date;
  status: ConversionStatus;
  flags: ConversionFlag[];
  clientAddress: string | null;
  userAgent: string | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
}

export interface ConversionReview {
  userId: number;
  status: 'counted' | 'voided';
  reviewerId: number;
  note: string | null;
}

export interface ConversionWindow extends ListWindow {
  status: ConversionStatus;
}

/**
 * referral_conversions and the conversion columns of the rollups: every write changes the
 * conversion, referrals.conversions and referral_daily_stats in one statement.
 */
export abstract class ReferralConversionRepository {
  abstract findConvertible(code: string, userId: number): Promise<ConvertibleReferral | null>;
  /** What the fraud checks read, as the database holds it before this conversion; and the click id when it is this referral's. */
  abstract signals(
    referralId: number,
    evidence: ConversionEvidence,
  ): Promise<{ signals: ConversionSignals; clickEventId: string | null }>;
  /** Null when the account already has a conversion. */
  abstract insert(conversion: NewConversion): Promise<{ convertedAt: Date } | null>;
  abstract find(userId: number): Promise<StoredConversion | null>;
  /** Moves a flagged conversion to its decided status with its rollups; null when it is no longer flagged. */
  abstract decide(review: ConversionReview): Promise<StoredConversion | null>;
  /** `q` matches the new account's username, the referral code, the partner's company name or the client address. */
  abstract page(window: ConversionWindow): Promise<ListPage<StoredConversion>>;
}
