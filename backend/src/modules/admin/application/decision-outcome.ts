import { DomainError } from '../../../common/errors/domain.error';
import type { Decision } from '../domain/moderation';

/** Unknown targets are 404; a target that is no longer pending is a 409 conflict. */
export function decidedOrThrow<T>(decision: Decision<T>, subject: string): T {
  if (decision.kind === 'not-found') throw new DomainError('NOT_FOUND', `${subject} not found`);
  if (decision.kind === 'already-decided') {
    throw new DomainError('CONFLICT', `${subject} was already decided (${decision.status})`);
  }
  return decision.result;
}
