import { ModerationPolicy } from '../../../kernel/moderation/moderation-policy';
import type { ConversionStatus } from './conversion-flags';

export type ConversionDecision = 'confirm' | 'void';

/** A flagged referral conversion is confirmed (it counts for the partner) or voided, once. */
export const referralConversionPolicy = new ModerationPolicy<ConversionStatus, ConversionDecision>(
  'Referral conversion',
  [
    {
      decision: 'confirm',
      from: ['flagged'],
      to: 'counted',
      effects: ['update-referral-counters', 'audit-entry', 'notify-owner'],
    },
    { decision: 'void', from: ['flagged'], to: 'voided', effects: ['audit-entry', 'notify-owner'] },
  ],
);
