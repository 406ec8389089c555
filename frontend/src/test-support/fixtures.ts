import type { DirectoryProject, PartnerProfile, ProjectSubmission } from '../lib/api-types';

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
    categoryPage: 'gamefi',
    description: 'A space strategy game.',
    verified: false,
    featured: false,
    website: 'https://orbit.example',
    logo: null,
    ...overrides,
  };
}
