import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';

describe('date formatting', () => {
  it('formats ISO timestamps and shows a dash for bad input', () => {
    expect(formatDate('2026-03-04T10:00:00.000Z')).toMatch(/2026/);
    expect(formatDateTime('2026-03-04T10:00:00.000Z')).toMatch(/2026/);
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});
