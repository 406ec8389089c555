import { DomainError } from '../../../common/errors/domain.error';
import type { BulkItemFailure } from '../domain/bulk-decision';

/**
 * One item of a bulk request, done as the single action does it: an item that is unknown or whose
 * state does not allow the change is reported (404, 409) while the others go on; any other error
 * fails the whole request.
 */
export async function bulkItem<Result>(id: number, act: () => Promise<Result>): Promise<Result | BulkItemFailure> {
  try {
    return await act();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT')
      return { id, ok: false, status: 409, error: error.message };
    if (error instanceof DomainError && error.code === 'NOT_FOUND')
      return { id, ok: false, status: 404, error: error.message };
    throw error;
  }
}
