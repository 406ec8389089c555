import type { NotificationPreference } from '../../../lib/api-types';

/** The list with one kind's email switch changed; the other items keep their identity. */
export function withEmailPreference(
  preferences: readonly NotificationPreference[],
  kind: string,
  email: boolean,
): NotificationPreference[] {
  return preferences.map((preference) => (preference.kind === kind ? { ...preference, email } : preference));
}
