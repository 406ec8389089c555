import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type {
  NewPartnerProfile,
  PartnerProfile,
  PartnerProfileChanges,
  PartnerStatus,
} from '../domain/partner-profile';
import type { StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';

export abstract class PartnerProfileRepository {
  abstract findByUserId(userId: number): Promise<PartnerProfile | null>;
  abstract findByIds(ids: number[]): Promise<PartnerProfile[]>;
  abstract findByUserIds(userIds: number[]): Promise<PartnerProfile[]>;
  /** Profiles waiting for a decision, oldest first. */
  abstract listPending(): Promise<PartnerProfile[]>;
  /**
   * Creates the profile together with its first referral (the profile's code), so codes stay
   * unique across profiles and referrals. Throws CONFLICT for a second profile or a taken code.
   */
  abstract create(profile: NewPartnerProfile): Promise<PartnerProfile>;
  /** Sets the decision only while the profile is pending; answers the decided profile, else null. */
  abstract decide(
    id: number,
    status: 'approved' | 'rejected',
    deciderId: number,
    reason: string | null,
    reasonCode: ReasonCode | null,
  ): Promise<PartnerProfile | null>;
  /**
   * Applies the owner's changes only while the profile still has `fromStatus` (else null).
   * Re-applying puts it back to pending and clears the previous decision (kept in the timeline).
   */
  abstract changeWhile(
    id: number,
    fromStatus: PartnerStatus,
    changes: PartnerProfileChanges | null,
    to: StatusAfterOwnerAction,
  ): Promise<PartnerProfile | null>;
  abstract statusOf(id: number): Promise<PartnerStatus | null>;
}
