import { describe, expect, it } from 'vitest';
import {
  COUNT_UP_DURATION_MS,
  COUNT_UP_STEPS,
  countUpIntervalMs,
  countUpText,
  countUpValue,
  parseStatTarget,
} from './count-up';

describe('parseStatTarget', () => {
  it('splits the number from its prefix and suffix', () => {
    expect(parseStatTarget('50K+')).toEqual({ prefix: '', value: 50, suffix: 'K+' });
    expect(parseStatTarget('250M+')).toEqual({ prefix: '', value: 250, suffix: 'M+' });
    expect(parseStatTarget('$12K')).toEqual({ prefix: '$', value: 12, suffix: 'K' });
  });

  it('keeps a value without digits as plain text', () => {
    expect(parseStatTarget('Many')).toEqual({ prefix: 'Many', value: 0, suffix: '' });
  });
});

describe('countUpValue', () => {
  it('starts at zero and ends exactly on the target', () => {
    expect(countUpValue(250, 0)).toBe(0);
    expect(countUpValue(250, COUNT_UP_STEPS)).toBe(250);
    expect(countUpValue(250, COUNT_UP_STEPS + 5)).toBe(250);
  });

  it('never overshoots and never goes backwards', () => {
    for (const target of [12, 20, 50, 250]) {
      let previous = 0;
      for (let step = 0; step <= COUNT_UP_STEPS; step += 1) {
        const value = countUpValue(target, step);
        expect(value).toBeGreaterThanOrEqual(previous);
        expect(value).toBeLessThanOrEqual(target);
        previous = value;
      }
    }
  });

  it('moves proportionally to the step', () => {
    expect(countUpValue(250, 30)).toBe(125);
    expect(countUpValue(12, 59)).toBe(11);
  });
});

describe('countUpText', () => {
  it('shows the spec final texts on the last step', () => {
    expect(['50K+', '250M+', '12+', '20+'].map((display) => countUpText(display, COUNT_UP_STEPS))).toEqual([
      '50K+',
      '250M+',
      '12+',
      '20+',
    ]);
  });

  it('keeps the suffix while counting', () => {
    expect(countUpText('250M+', 0)).toBe('0M+');
    expect(countUpText('50K+', 30)).toBe('25K+');
  });
});

describe('countUpIntervalMs', () => {
  it('spreads 60 steps over 2000 ms', () => {
    expect(COUNT_UP_DURATION_MS).toBe(2000);
    expect(COUNT_UP_STEPS).toBe(60);
    expect(countUpIntervalMs() * COUNT_UP_STEPS).toBeCloseTo(2000);
  });
});
