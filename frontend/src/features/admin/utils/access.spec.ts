import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { accessLostBy, isUnauthorizedOrForbidden } from './access';

describe('accessLostBy', () => {
  const failure = (status: number) => new ApiError(`${status}: x`, status, undefined);

  it('reads a 401 as signed out and a 403 as not an admin', () => {
    expect(accessLostBy([undefined, failure(401)])).toBe('signed-out');
    expect(accessLostBy([failure(403), undefined])).toBe('wrong-role');
    expect(accessLostBy([failure(403), failure(401)])).toBe('signed-out');
  });

  it('ignores other failures', () => {
    expect(accessLostBy([failure(500), new TypeError('offline'), undefined])).toBeUndefined();
    expect(isUnauthorizedOrForbidden(failure(500))).toBe(false);
    expect(isUnauthorizedOrForbidden(failure(403))).toBe(true);
  });
});
