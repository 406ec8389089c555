import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './postgres-errors';

describe('postgres error classification', () => {
  it('recognises unique violations from pg and from TypeORM wrappers', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ driverError: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('treats connection failures as unavailability and query errors as not', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('released'), { name: 'QueryRunnerAlreadyReleasedError' })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('released'), { name: 'QueryRunnerProviderAlreadyReleasedError' })),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '42P01' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false);
  });
});
