import { describe, expect, it } from 'vitest';
import { adminEndpoints } from './admin-endpoints';
import { recordsFailureMessage } from './use-admin-records';

describe('recordsFailureMessage (spec §8 read failures)', () => {
  it('gives each record list its own generic message', () => {
    expect(recordsFailureMessage(adminEndpoints.audit)).toBe('Failed to fetch audit log');
    expect(recordsFailureMessage(adminEndpoints.contactMessages)).toBe('Failed to fetch contact messages');
    expect(recordsFailureMessage(adminEndpoints.subscribers)).toBe('Failed to fetch subscribers');
  });
});
