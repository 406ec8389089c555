/** What each fraud check means, in the words an admin reviewing a conversion needs (docs/referral-fraud-checks.md). */
const FLAGS: Record<string, { label: string; explanation: string }> = {
  'self-referral': {
    label: 'Self-referral',
    explanation: 'Signed up from the browser the partner used to open their own link.',
  },
  'shared-address': {
    label: 'Shared address',
    explanation: 'This address already produced 3 or more signups in the last 24 hours.',
  },
  'shared-device': {
    label: 'Shared device',
    explanation: 'This browser already produced a signup in the last 30 days.',
  },
  'automation-agent': {
    label: 'Automation',
    explanation: 'Signed up with a headless browser or an HTTP library, not a person’s browser.',
  },
  burst: {
    label: 'Burst',
    explanation: '5 or more signups on this link within 10 minutes.',
  },
};

export function conversionFlag(flag: string): { label: string; explanation: string } {
  return FLAGS[flag] ?? { label: flag, explanation: 'Raised by a fraud check this page does not know yet.' };
}

const STATUS_LABELS: Record<string, string> = { flagged: 'Flagged', counted: 'Counted', voided: 'Voided' };

export function conversionStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
