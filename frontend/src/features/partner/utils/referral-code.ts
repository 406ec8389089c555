// Same rule as the server (backend partners domain), so the form can explain it before a round trip.
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
export const REFERRAL_CODE_RULE = '4 to 32 letters, digits, dashes or underscores';

const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SUFFIX_LENGTH = 6;
const PREFIX_MAX_LENGTH = 16;

/** Returns `count` integers in [0, 2^32); injectable so tests can pin the output. */
export type RandomSource = (count: number) => number[];

export const cryptoRandom: RandomSource = (count) => Array.from(crypto.getRandomValues(new Uint32Array(count)));

export function isValidReferralCode(code: string): boolean {
  return REFERRAL_CODE_PATTERN.test(code);
}

export function randomSuffix(random: RandomSource = cryptoRandom, length = SUFFIX_LENGTH): string {
  return random(length)
    .map((value) => SUFFIX_ALPHABET[value % SUFFIX_ALPHABET.length])
    .join('');
}

function codePrefix(source: string, maxLength: number, fallback: string): string {
  const cleaned = source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, maxLength)
    .toUpperCase();
  return cleaned === '' ? fallback : cleaned;
}

/** A new referral code derived from the partner's main code, e.g. NOVA2026-X7K2P9. */
export function generateReferralCode(profileCode: string, random: RandomSource = cryptoRandom): string {
  return `${codePrefix(profileCode, PREFIX_MAX_LENGTH, 'REF')}-${randomSuffix(random)}`;
}

/** A starting code for the profile form, derived from the company name when there is one. */
export function suggestReferralCode(companyName: string, random: RandomSource = cryptoRandom): string {
  return `${codePrefix(companyName, 10, 'PARTNER')}-${randomSuffix(random, 4)}`;
}

export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/r/${encodeURIComponent(code)}`;
}
