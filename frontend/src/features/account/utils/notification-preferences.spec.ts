import { describe, expect, it } from 'vitest';
import type { NotificationPreference } from '../../../lib/api-types';
import { withEmailPreference } from './notification-preferences';

const preferences: NotificationPreference[] = [
  { kind: 'submission-decided', label: 'Decisions', description: 'D', email: true },
  { kind: 'referral-converted', label: 'Referrals', description: 'R', email: true },
];

describe('withEmailPreference', () => {
  it('switches only the named kind, leaving the input as it was', () => {
    const changed = withEmailPreference(preferences, 'referral-converted', false);
    expect(changed.map((preference) => preference.email)).toEqual([true, false]);
    expect(changed[0]).toBe(preferences[0]);
    expect(preferences[1].email).toBe(true);
  });

  it('leaves the list alone for an unknown kind', () => {
    expect(withEmailPreference(preferences, 'unknown', false)).toEqual(preferences);
  });
});
