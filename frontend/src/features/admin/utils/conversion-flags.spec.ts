import { describe, expect, it } from 'vitest';
import { conversionFlag, conversionStatusLabel } from './conversion-flags';

describe('conversionFlag', () => {
  it('names every flag the server raises and says why it was raised', () => {
    for (const flag of ['self-referral', 'shared-address', 'shared-device', 'automation-agent', 'burst']) {
      const { label, explanation } = conversionFlag(flag);
      expect(label).not.toBe(flag);
      expect(explanation.length).toBeGreaterThan(20);
    }
    expect(conversionFlag('shared-address').explanation).toMatch(/3 or more signups in the last 24 hours/);
  });

  it('shows an unknown flag as recorded', () => {
    expect(conversionFlag('new-check').label).toBe('new-check');
  });

  it('names the statuses', () => {
    expect(['flagged', 'counted', 'voided'].map(conversionStatusLabel)).toEqual(['Flagged', 'Counted', 'Voided']);
  });
});
