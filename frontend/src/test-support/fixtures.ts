import type {
  DirectoryProject,
  PartnerProfile,
  PayoutAddressChange,
  ProjectSubmission,
  Wallet,
  WalletSignInFields,
} from '../lib/api-types';

/** A project submission as its owner's list gives it: pending, free, nothing decided yet. */
export function projectSubmission(overrides: Partial<ProjectSubmission> = {}): ProjectSubmission {
  return {
    id: 1,
    requestId: 'PS-0001',
    projectName: 'Moonswap',
    category: 'DeFi',
    description: 'A swap for the moon',
    website: 'https://moonswap.io',
    logo: null,
    twitter: null,
    telegram: null,
    listingType: 'free',
    paymentStatus: 'completed',
    verificationStatus: 'pending',
    adminNotes: null,
    reasonCode: null,
    reasonLabel: null,
    resubmission: null,
    projectId: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** An approved partner profile, Lovelace Labs, with the referral code LOVELACE. */
export function partnerProfile(overrides: Partial<PartnerProfile> = {}): PartnerProfile {
  return {
    id: 3,
    requestId: 'PP-0003',
    companyName: 'Lovelace Labs',
    website: null,
    description: null,
    referralCode: 'LOVELACE',
    status: 'approved',
    approved: true,
    decisionReason: null,
    reasonCode: null,
    reasonLabel: null,
    resubmission: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    decidedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A project listed in the directory through moderation: Orbit Quest, on the GameFi page. */
export function directoryProject(overrides: Partial<DirectoryProject> = {}): DirectoryProject {
  return {
    id: 100,
    slug: 'orbit-quest-7',
    name: 'Orbit Quest',
    category: 'gamefi',
    ownerBadge: null,
    categoryPage: 'gamefi',
    description: 'A space strategy game.',
    verified: false,
    featured: false,
    website: 'https://orbit.example',
    logo: null,
    ...overrides,
  };
}

/** A wallet linked to the account, as `GET /api/account/wallets` lists it: named Ledger, on Base. */
export function linkedWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    id: 3,
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    chainId: 8453,
    name: 'Ledger',
    ensName: null,
    lastUsedAt: null,
    linkedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** One entry of a payout address state (`GET /api/partner/payout-address`): active, on Base, from the Ledger wallet. */
export function payoutAddressChange(overrides: Partial<PayoutAddressChange> = {}): PayoutAddressChange {
  return {
    id: 1,
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    chainId: 8453,
    requestedAt: '2026-01-02T10:00:00.000Z',
    effectiveAt: '2026-01-04T10:00:00.000Z',
    cancelledAt: null,
    status: 'active',
    requestedFrom: '203.0.113.7 · Firefox',
    ...overrides,
  };
}

/** The answer of `POST /api/auth/wallet/nonce`, with the default chains. */
export function walletNonce(overrides: Partial<WalletSignInFields> = {}): WalletSignInFields {
  return {
    nonce: 'n0nce4wallet',
    expiresAt: '2030-01-01T00:10:00.000Z',
    domain: 'localhost',
    uri: 'http://localhost',
    statement: 'Sign in to ChainBoost with this wallet.',
    chainIds: [1, 8453, 42161, 10, 137],
    ...overrides,
  };
}
