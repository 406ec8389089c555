import { DomainError } from '../errors/domain.error';

/**
 * A moderated item is decided once. `decide` changes it only while it is pending and answers
 * null otherwise; then the item's current status tells a stale decision (409) from an unknown
 * id (404). Run inside a transaction, the change and its consequences commit together.
 */
export async function decideWhilePending<T>(
  subject: string,
  decide: () => Promise<T | null>,
  currentStatus: () => Promise<string | null>,
): Promise<T> {
  const decided = await decide();
  if (decided) return decided;
  const status = await currentStatus();
  if (status === null) throw new DomainError('NOT_FOUND', `${subject} not found`);
  throw new DomainError('CONFLICT', `${subject} was already decided (${status})`);
}
