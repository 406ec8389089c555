import { describe, expect, it } from 'vitest';
import { attemptsLabel, endpointUrlProblem, lastAttemptSummary, maskedSecret, relativeTime } from './webhook-format';

describe('endpointUrlProblem', () => {
  it('accepts an https URL', () => {
    expect(endpointUrlProblem('https://hooks.exchange.example/chainboost')).toBeNull();
    expect(endpointUrlProblem('  https://hooks.example:8443/in?x=1  ')).toBeNull();
  });

  it.each([
    ['', 'Enter the URL your server receives events on'],
    ['hooks.example/in', 'Enter a full URL such as https://example.com/webhooks'],
    ['ftp://hooks.example/in', 'The endpoint must be an https:// URL'],
    ['javascript:alert(1)', 'The endpoint must be an https:// URL'],
    ['https://user:secret@hooks.example/in', 'The URL must not contain a user name or password'],
    [`https://hooks.example/${'a'.repeat(2048)}`, 'The URL must be at most 2048 characters'],
  ])('refuses %j', (value, problem) => {
    expect(endpointUrlProblem(value)).toBe(problem);
  });
});

describe('delivery texts', () => {
  it('summarises the last attempt', () => {
    expect(lastAttemptSummary({ attempts: 0, lastResponseCode: null, lastError: null })).toBe('Not tried yet');
    expect(lastAttemptSummary({ attempts: 1, lastResponseCode: 200, lastError: null })).toBe('HTTP 200');
    expect(
      lastAttemptSummary({ attempts: 2, lastResponseCode: 302, lastError: 'Redirects are not followed (302)' }),
    ).toBe('HTTP 302: Redirects are not followed (302)');
    expect(lastAttemptSummary({ attempts: 5, lastResponseCode: null, lastError: 'No answer within 10000 ms' })).toBe(
      'No answer within 10000 ms',
    );
    expect(attemptsLabel(1)).toBe('1 attempt');
    expect(attemptsLabel(3)).toBe('3 attempts');
  });

  it('tells times relatively', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(relativeTime('2026-06-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-06-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-06-09T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-05-01T11:00:00Z', now)).toBe('May 1, 2026');
  });

  it('masks the secret whatever its length', () => {
    expect(maskedSecret('whsec_abcdefgh')).toBe(`whsec_${'•'.repeat(24)}`);
  });
});
