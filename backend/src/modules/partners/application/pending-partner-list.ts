import type { ListPage, ListWindow } from '../../../paging/list-window';

export interface PendingPartnerRow {
  id: number;
  /** PP-YYMM-NNNN, the ID the applicant quotes. */
  requestId: string;
  companyName: string;
  website: string | null;
  description: string | null;
  referralCode: string;
  username: string;
  createdAt: Date;
}

/** The admin review queue of partner profiles, searched and paged in SQL. */
export abstract class PendingPartnerList {
  /** `q` matches the company name, website, referral code or the owner's username; a quoted PP- request ID finds its profile. */
  abstract page(window: ListWindow): Promise<ListPage<PendingPartnerRow>>;
  /** How many the same window matches that were created before `createdBefore` (never cached: time moves on). */
  abstract overdueCount(window: ListWindow, createdBefore: Date): Promise<number>;
}
