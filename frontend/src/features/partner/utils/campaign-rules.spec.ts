import { describe, expect, it } from 'vitest';
import {
  campaignDateRange,
  dateOrNull,
  formatBudget,
  formatCalendarDate,
  isEndBeforeStart,
  nextCampaignAction,
  parseBudget,
} from './campaign-rules';

describe('parseBudget (spec §5: integer, 0 if empty or invalid)', () => {
  it.each([
    ['25000', 25000],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12.9', 12],
    ['42abc', 42],
    ['1e3', 1],
    ['-5', -5],
    ['007', 7],
  ])('parses %j as %d', (input, expected) => {
    expect(parseBudget(input)).toBe(expected);
  });
});

describe('formatBudget', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatBudget(25000)).toBe('$25,000');
    expect(formatBudget(0)).toBe('$0');
    expect(formatBudget(1_000_000_000)).toBe('$1,000,000,000');
  });
});

describe('dateOrNull', () => {
  it('sends empty dates as null', () => {
    expect(dateOrNull('')).toBeNull();
    expect(dateOrNull('  ')).toBeNull();
    expect(dateOrNull('2026-07-01')).toBe('2026-07-01');
  });
});

describe('isEndBeforeStart', () => {
  it('is only true when both dates exist and the end comes first', () => {
    expect(isEndBeforeStart('2026-07-02', '2026-07-01')).toBe(true);
    expect(isEndBeforeStart('2026-07-01', '2026-07-01')).toBe(false);
    expect(isEndBeforeStart('2026-07-01', '2026-12-31')).toBe(false);
    expect(isEndBeforeStart(null, '2026-07-01')).toBe(false);
    expect(isEndBeforeStart('2026-07-01', null)).toBe(false);
  });
});

describe('campaignDateRange', () => {
  const iso = (date: string) => date;

  it('shows start – end', () => {
    expect(campaignDateRange('2026-07-01', '2026-09-30', iso)).toBe('2026-07-01 – 2026-09-30');
  });

  it("shows 'Ongoing' when the end is missing", () => {
    expect(campaignDateRange('2026-07-01', null, iso)).toBe('2026-07-01 – Ongoing');
  });

  it('explains a campaign without dates and one with only an end', () => {
    expect(campaignDateRange(null, null, iso)).toBe('Not scheduled – Ongoing');
    expect(campaignDateRange(null, '2026-09-30', iso)).toBe('Until 2026-09-30');
  });

  it('formats calendar dates without a time-zone shift', () => {
    expect(formatCalendarDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
    expect(formatCalendarDate('2026-12-31', 'en-US')).toBe('Dec 31, 2026');
    expect(formatCalendarDate('not a date', 'en-US')).toBe('not a date');
    expect(campaignDateRange('2026-07-01', null)).toMatch(/2026 – Ongoing$/);
  });
});

describe('nextCampaignAction', () => {
  it('moves draft to active and active to completed, and nothing further', () => {
    expect(nextCampaignAction('draft')).toMatchObject({
      label: 'Activate',
      nextStatus: 'active',
      successMessage: 'Campaign activated',
    });
    expect(nextCampaignAction('active')).toMatchObject({
      label: 'Complete',
      nextStatus: 'completed',
      successMessage: 'Campaign completed',
    });
    expect(nextCampaignAction('completed')).toBeUndefined();
  });
});
