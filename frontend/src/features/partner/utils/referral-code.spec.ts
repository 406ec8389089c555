import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_PATTERN,
  cryptoRandom,
  generateReferralCode,
  isValidReferralCode,
  randomSuffix,
  referralLink,
  suggestReferralCode,
  type RandomSource,
} from './referral-code';

const fixed =
  (...values: number[]): RandomSource =>
  (count) =>
    Array.from({ length: count }, (_, index) => values[index % values.length]);

describe('generateReferralCode', () => {
  it('prefixes the upper-cased profile code to six random letters or digits', () => {
    expect(generateReferralCode('nova2026', fixed(0, 1, 2, 25, 26, 35))).toBe('NOVA2026-ABCZ09');
  });

  it('keeps at most 16 characters of the profile code', () => {
    const code = generateReferralCode('a'.repeat(32), fixed(0));
    expect(code).toBe(`${'A'.repeat(16)}-AAAAAA`);
  });

  it('drops dashes and underscores of the profile code and never returns an empty prefix', () => {
    expect(generateReferralCode('my_code-1', fixed(0))).toBe('MYCODE1-AAAAAA');
    expect(generateReferralCode('____', fixed(0))).toBe('REF-AAAAAA');
  });

  it('always matches the server rule, for any valid profile code and random input', () => {
    const profileCodes = ['ABCD', 'x'.repeat(32), 'a-b_c-d', '----', '1234', 'Nova_2026-ref'];
    for (const profileCode of profileCodes) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const code = generateReferralCode(profileCode);
        expect(code).toMatch(/^[A-Za-z0-9_-]{4,32}$/);
        expect(isValidReferralCode(code)).toBe(true);
      }
    }
  });

  it('gives different codes on repeated calls', () => {
    const codes = new Set(Array.from({ length: 50 }, () => generateReferralCode('NOVA')));
    expect(codes.size).toBe(50);
  });
});

describe('suggestReferralCode', () => {
  it('uses up to ten letters and digits of the company name', () => {
    expect(suggestReferralCode('Nova Exchange Ltd.', fixed(1))).toBe('NOVAEXCHAN-BBBB');
  });

  it('falls back to PARTNER without a usable company name', () => {
    expect(suggestReferralCode('', fixed(2))).toBe('PARTNER-CCCC');
    expect(suggestReferralCode('Ünïcödé ☃', fixed(2))).toBe('UNICODE-CCCC');
    expect(suggestReferralCode('☃☃', fixed(2))).toBe('PARTNER-CCCC');
  });

  it('always matches the server rule', () => {
    for (const name of ['', 'A', 'Nova', 'x'.repeat(200), '!!!', 'Ω exchange']) {
      expect(suggestReferralCode(name)).toMatch(REFERRAL_CODE_PATTERN);
    }
  });
});

describe('randomSuffix and cryptoRandom', () => {
  it('maps random values onto A-Z and 0-9', () => {
    expect(randomSuffix(fixed(36, 37, 71), 3)).toBe('AB9');
    expect(randomSuffix()).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('returns the requested number of values', () => {
    expect(cryptoRandom(4)).toHaveLength(4);
  });
});

describe('isValidReferralCode', () => {
  it.each(['ABCD', 'a_b-c', 'x'.repeat(32)])('accepts %s', (code) => expect(isValidReferralCode(code)).toBe(true));
  it.each(['ABC', 'x'.repeat(33), 'has space', 'émoji', 'a/b', ''])('rejects %s', (code) =>
    expect(isValidReferralCode(code)).toBe(false),
  );
});

describe('referralLink', () => {
  it('builds the public /r/ link on the given origin', () => {
    expect(referralLink('https://chainboost.example', 'NOVA-X7K2P9')).toBe('https://chainboost.example/r/NOVA-X7K2P9');
    expect(referralLink('http://127.0.0.1:3000/', 'ABCD')).toBe('http://127.0.0.1:3000/r/ABCD');
  });
});
