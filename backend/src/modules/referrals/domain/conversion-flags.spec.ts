import { describe, expect, it } from 'vitest';
import {
  clickEventIdOf,
  conversionFlags,
  isAutomationUserAgent,
  statusFor,
  trimmedUserAgent,
  visitorKeyOf,
  type ConversionSignals,
} from './conversion-flags';

const CLEAN: ConversionSignals = {
  visitorClickedAsOwner: false,
  earlierConversionsFromAddress: 2,
  earlierConversionsFromVisitor: 0,
  earlierConversionsOnReferral: 3,
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('conversionFlags', () => {
  it('raises nothing just under every threshold, so the conversion counts', () => {
    expect(conversionFlags(CLEAN)).toEqual([]);
    expect(statusFor(conversionFlags(CLEAN))).toBe('counted');
  });

  it.each([
    [{ visitorClickedAsOwner: true }, 'self-referral'],
    [{ earlierConversionsFromAddress: 3 }, 'shared-address'],
    [{ earlierConversionsFromVisitor: 1 }, 'shared-device'],
    [{ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36' }, 'automation-agent'],
    [{ earlierConversionsOnReferral: 4 }, 'burst'],
  ] as const)('%o raises %s', (change, flag) => {
    const flags = conversionFlags({ ...CLEAN, ...change });
    expect(flags).toEqual([flag]);
    expect(statusFor(flags)).toBe('flagged');
  });

  it('reports every flag that applies', () => {
    expect(
      conversionFlags({
        visitorClickedAsOwner: true,
        earlierConversionsFromAddress: 9,
        earlierConversionsFromVisitor: 2,
        earlierConversionsOnReferral: 9,
        userAgent: 'curl/8.5.0',
      }),
    ).toEqual(['self-referral', 'shared-address', 'shared-device', 'automation-agent', 'burst']);
  });
});

describe('isAutomationUserAgent', () => {
  it.each([
    'PhantomJS/2.1',
    'Puppeteer',
    'Playwright/1.4',
    'Selenium',
    'WebDriver',
    'python-requests/2.32',
    'Go-http-client/1.1',
    'Java/17',
    'okhttp/4.12',
    'axios/1.7',
    'node-fetch/3',
    'undici',
  ])('%s is automation', (agent) => expect(isAutomationUserAgent(agent)).toBe(true));

  it('leaves browsers and an absent header alone', () => {
    expect(isAutomationUserAgent(CLEAN.userAgent)).toBe(false);
    expect(
      isAutomationUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toBe(false);
    expect(isAutomationUserAgent(null)).toBe(false);
  });
});

describe('signals from the request', () => {
  it('keeps only well-formed cookies and at most 512 characters of user agent', () => {
    expect(visitorKeyOf('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(visitorKeyOf('0123456789ABCDEF0123456789ABCDEF')).toBeNull();
    expect(visitorKeyOf(undefined)).toBeNull();
    expect(clickEventIdOf('42')).toBe('42');
    expect(clickEventIdOf('42; DROP')).toBeNull();
    expect(trimmedUserAgent(`  ${'a'.repeat(600)}`)).toHaveLength(512);
    expect(trimmedUserAgent('   ')).toBeNull();
  });
});
