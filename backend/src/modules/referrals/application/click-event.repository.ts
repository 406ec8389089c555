import type { ClickExclusion } from '../domain/click-exclusion';
import type { Utm } from '../domain/landing-url';

/** A request to a referral link, as recorded: who, from where, to where, and why it may not count. */
export interface ClickRecord {
  code: string;
  visitor: string;
  referrerHost: string | null;
  landingPath: string;
  utm: Utm;
  /** Decided before the link is read: bot, not-navigation or rate-limit. */
  exclusion: ClickExclusion | null;
  /** The signed-in visitor, if any: the link's owner and admins do not count. */
  viewer: { userId: number; isAdmin: boolean } | null;
}

/** The click event written for a known link: counted (exclusion null) or excluded, and why. */
export interface RecordedClick {
  eventId: string;
  exclusion: ClickExclusion | null;
  /** The link's partner, whose rollups the click wrote. */
  partnerId: number;
}

export abstract class ClickEventRepository {
  /**
   * Writes the click event of a known code with its daily rollups, and counts it (referrals.clicks)
   * unless it is excluded or this visitor's last counted click on the code is under an hour old
   * ('duplicate'). Null for an unknown code.
   */
  abstract record(click: ClickRecord): Promise<RecordedClick | null>;
  /** Deletes raw events older than `days` days, a batch at a time; answers how many went. The rollups stay. */
  abstract deleteOlderThan(days: number, batchSize: number): Promise<number>;
}
