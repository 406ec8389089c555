import type { ReasonCode } from '../../../lib/api-types';

/** The rejection reasons and what each means for the owner (the server enforces the waiting rule). */
export const REASON_OPTIONS: { code: ReasonCode; label: string; effect: string }[] = [
  { code: 'needs_more_detail', label: 'Needs more detail', effect: 'The owner may edit and resubmit at once.' },
  { code: 'cannot_verify', label: 'Cannot verify', effect: 'The owner may edit and resubmit at once.' },
  { code: 'duplicate', label: 'Duplicate', effect: 'It can never be resubmitted.' },
  { code: 'not_a_fit', label: 'Not a fit', effect: 'The owner may resubmit after 30 days.' },
  { code: 'other', label: 'Other', effect: 'The owner may edit and resubmit at once.' },
];

export const DEFAULT_REASON: ReasonCode = 'other';

export function reasonEffect(code: ReasonCode): string {
  return REASON_OPTIONS.find((option) => option.code === code)?.effect ?? '';
}
