import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { verifyFailure } from './verify-email-outcome';

describe('verifyFailure', () => {
  it("shows the server's reason for a refused token, with no retry", () => {
    const error = new ApiError('400: ...', 400, { success: false, message: 'This verification link has expired.' });
    expect(verifyFailure(error)).toEqual({
      kind: 'failed',
      message: 'This verification link has expired.',
      retryable: false,
    });
  });

  it('offers a retry when the server could not answer', () => {
    expect(verifyFailure(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'failed', retryable: true });
    expect(verifyFailure(new ApiError('503', 503, undefined))).toMatchObject({ retryable: true });
  });
});
