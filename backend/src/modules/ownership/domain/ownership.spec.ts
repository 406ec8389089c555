import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  addressInSlot,
  badgeText,
  fileHoldsToken,
  parseAddress,
  recordsHoldToken,
  signerKindOf,
  wellKnownUrl,
  websiteHost,
} from './ownership';

const LOWER = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const CHECKSUMMED = getAddress(LOWER);
const chainName = (chainId: number) => (chainId === 8453 ? 'Base' : `Chain ${chainId}`);

describe('parseAddress', () => {
  it('takes the checksum, all lower case and all upper case, and answers lower case', () => {
    expect(parseAddress(CHECKSUMMED)).toEqual({ address: LOWER });
    expect(parseAddress(LOWER)).toEqual({ address: LOWER });
    expect(parseAddress(`0x${LOWER.slice(2).toUpperCase()}`)).toEqual({ address: LOWER });
  });

  it('refuses mixed case that is not the checksum, and what is not an address', () => {
    expect(CHECKSUMMED).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(parseAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual({
      refusal: expect.stringMatching(/EIP-55 checksum/),
    });
    expect(parseAddress('0x1234')).toEqual({ refusal: expect.stringMatching(/not an address/) });
    expect(parseAddress('not an address')).toEqual({ refusal: expect.stringMatching(/not an address/) });
  });
});

describe('addressInSlot', () => {
  it('reads the low 20 bytes of a storage word, null when empty', () => {
    expect(addressInSlot(`0x${'0'.repeat(24)}${LOWER.slice(2)}`)).toBe(LOWER);
    expect(addressInSlot(`0x${'0'.repeat(64)}`)).toBeNull();
    expect(addressInSlot(undefined)).toBeNull();
  });
});

describe('signerKindOf', () => {
  const other = '0x' + '1'.repeat(40);
  it('names the owner first, then the admin, then an accepted signer; null for anyone else', () => {
    expect(signerKindOf(CHECKSUMMED, { owner: LOWER, admin: LOWER, registeredSigners: [] })).toBe('owner');
    expect(signerKindOf(CHECKSUMMED, { owner: other, admin: LOWER, registeredSigners: [] })).toBe('admin');
    expect(signerKindOf(CHECKSUMMED, { owner: null, admin: null, registeredSigners: [LOWER] })).toBe(
      'registered-signer',
    );
    expect(signerKindOf(CHECKSUMMED, { owner: other, admin: null, registeredSigners: [other] })).toBeNull();
  });
});

describe('badgeText', () => {
  it('says who signed and on which chain, or "domain" for the website proofs', () => {
    const signature = { method: 'signature', signer: LOWER, chainId: 8453, contract: LOWER } as const;
    expect(badgeText({ ...signature, signerKind: 'owner' }, chainName)).toBe('contract owner on Base');
    expect(badgeText({ ...signature, signerKind: 'admin' }, chainName)).toBe('contract admin on Base');
    expect(badgeText({ ...signature, signerKind: 'registered-signer' }, chainName)).toBe('registered signer on Base');
    expect(badgeText({ method: 'dns', domain: 'example.org', record: 'x' }, chainName)).toBe('domain');
    expect(badgeText({ method: 'well-known-file', url: 'https://example.org/x' }, chainName)).toBe('domain');
  });
});

describe('website proofs', () => {
  it('builds the well-known URL on the website host, https unless http is allowed for tests', () => {
    expect(wellKnownUrl('https://www.example.org/about?x=1', false)).toBe(
      'https://www.example.org/.well-known/chainboost-verification.txt',
    );
    expect(wellKnownUrl('http://127.0.0.1:8080/', false)).toBe(
      'https://127.0.0.1:8080/.well-known/chainboost-verification.txt',
    );
    expect(wellKnownUrl('http://127.0.0.1:8080/', true)).toBe(
      'http://127.0.0.1:8080/.well-known/chainboost-verification.txt',
    );
    expect(websiteHost('https://Example.ORG/path')).toBe('example.org');
    expect(websiteHost(null)).toBeNull();
  });

  it('finds the token on a line of the file, and in a TXT record (strings joined)', () => {
    expect(fileHoldsToken('# ChainBoost\r\nabc123\n', 'abc123')).toBe(true);
    expect(fileHoldsToken('xabc123', 'abc123')).toBe(false);
    expect(recordsHoldToken([['v=spf1'], ['chainboost-verification=', 'abc123']], 'abc123')).toBe(true);
    expect(recordsHoldToken([['chainboost-verification=other']], 'abc123')).toBe(false);
  });
});
