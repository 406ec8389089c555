import type { AccessLoss } from '../../../app/access';
import { ApiError } from '../../../lib/api-client';

/** A read refused with 401 or 403 means the session ended or lost its admin role meanwhile. */
export function accessLostBy(errors: readonly unknown[]): AccessLoss | undefined {
  const statuses = errors.map((error) => (error instanceof ApiError ? error.status : undefined));
  if (statuses.includes(401)) return 'signed-out';
  if (statuses.includes(403)) return 'wrong-role';
  return undefined;
}

export function isUnauthorizedOrForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
