import { describe, expect, it } from 'vitest';
import { slugify } from './project';

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('Orbit Quest')).toBe('orbit-quest');
    expect(slugify('  Curve -- Finance!  ')).toBe('curve-finance');
  });

  it('drops accents and other non-ASCII characters', () => {
    expect(slugify('Café Protocol')).toBe('cafe-protocol');
    expect(slugify('東京')).toBe('project');
  });

  it('keeps at most 48 characters', () => {
    expect(slugify('a'.repeat(60))).toHaveLength(48);
  });
});
