/** Why an admin rejected an item; each code says whether and when its owner may resubmit it. */
export const REASON_CODES = ['needs_more_detail', 'cannot_verify', 'duplicate', 'not_a_fit', 'other'] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** Waiting days before a resubmission; null: never. */
interface ReasonRule {
  label: string;
  resubmitAfterDays: number | null;
}

export const REASON_RULES: Record<ReasonCode, ReasonRule> = {
  needs_more_detail: { label: 'Needs more detail', resubmitAfterDays: 0 },
  cannot_verify: { label: 'Cannot verify', resubmitAfterDays: 0 },
  duplicate: { label: 'Duplicate', resubmitAfterDays: null },
  not_a_fit: { label: 'Not a fit', resubmitAfterDays: 30 },
  other: { label: 'Other', resubmitAfterDays: 0 },
};

export function reasonLabel(code: ReasonCode): string {
  return REASON_RULES[code].label;
}

/** When a rejection with this code may be resubmitted: a date (maybe already past), or null for never. */
export function resubmittableFrom(code: ReasonCode, rejectedAt: Date): Date | null {
  const days = REASON_RULES[code].resubmitAfterDays;
  return days === null ? null : new Date(rejectedAt.getTime() + days * 86_400_000);
}

/** Null when resubmitting now is allowed; otherwise the sentence that says why not and when. */
export function resubmissionRefusal(code: ReasonCode, rejectedAt: Date, now: Date): string | null {
  const from = resubmittableFrom(code, rejectedAt);
  if (from === null) return `Rejected as "${reasonLabel(code)}": it cannot be resubmitted`;
  if (from > now)
    return `Rejected as "${reasonLabel(code)}": it can be resubmitted from ${from.toISOString().slice(0, 10)}`;
  return null;
}
