import { describe, expect, it } from 'vitest';
import { formatSessionTime, sessionDeviceLabel } from './session-labels';

describe('sessionDeviceLabel', () => {
  it('names browser and system when both are known, else what is', () => {
    expect(sessionDeviceLabel({ browser: 'Firefox 133', os: 'Linux' })).toBe('Firefox 133 on Linux');
    expect(sessionDeviceLabel({ browser: 'curl 8', os: null })).toBe('curl 8');
    expect(sessionDeviceLabel({ browser: null, os: 'iOS 17.5' })).toBe('iOS 17.5');
    expect(sessionDeviceLabel({ browser: null, os: null })).toBe('Unknown browser');
  });
});

describe('formatSessionTime', () => {
  it('says unknown for a session from before times were recorded', () => {
    expect(formatSessionTime(null)).toBe('unknown');
    expect(formatSessionTime('2026-01-02T03:04:05.000Z')).toMatch(/2026/);
  });
});
