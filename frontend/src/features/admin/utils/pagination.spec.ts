import { describe, expect, it } from 'vitest';
import { pageCount, pageRangeLabel } from './pagination';

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(45, 20)).toBe(3);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe('pageRangeLabel', () => {
  it('names the rows shown', () => {
    expect(pageRangeLabel(1, 20, 45)).toBe('1–20 of 45');
    expect(pageRangeLabel(3, 20, 45)).toBe('41–45 of 45');
    expect(pageRangeLabel(1, 20, 0)).toBe('0 of 0');
  });
});
