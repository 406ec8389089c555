import { ModerationPolicy } from '../../../kernel/moderation/moderation-policy';
import type { PartnerStatus } from './partner-profile';

export type PartnerProfileDecision = 'approve' | 'reject' | 'revoke';

/**
 * A partner application is decided once, while pending; approval makes its owner a partner.
 * Only an approved profile can be revoked, which takes the partner role away again.
 */
export const partnerProfilePolicy = new ModerationPolicy<PartnerStatus, PartnerProfileDecision>('Partner profile', [
  {
    decision: 'approve',
    from: ['pending'],
    to: 'approved',
    effects: ['timeline-entry', 'grant-partner-role', 'audit-entry', 'notify-owner'],
  },
  { decision: 'reject', from: ['pending'], to: 'rejected', effects: ['timeline-entry', 'audit-entry', 'notify-owner'] },
  {
    decision: 'revoke',
    from: ['approved'],
    to: 'revoked',
    effects: ['timeline-entry', 'revoke-partner-role', 'audit-entry', 'notify-owner'],
  },
]);
