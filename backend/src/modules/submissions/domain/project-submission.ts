import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

export const SUBMISSION_CATEGORIES = ['Exchanges', 'DeFi', 'NFT', 'Gaming', 'Infrastructure', 'Other'] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

export const LISTING_TYPES = ['free', 'featured', 'verified'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PROJECT_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ProjectSubmissionStatus = (typeof PROJECT_SUBMISSION_STATUSES)[number];

export const PROJECT_SUBMISSION_LIMITS = {
  projectName: 100,
  description: 2000,
  handle: 100,
  adminNotes: 1000,
} as const;

export interface ProjectSubmission {
  id: number;
  userId: number;
  projectName: string;
  category: SubmissionCategory;
  description: string;
  website: string | null;
  logo: string | null;
  twitter: string | null;
  telegram: string | null;
  listingType: ListingType;
  paymentStatus: PaymentStatus;
  verificationStatus: ProjectSubmissionStatus;
  adminNotes: string | null;
  /** Why it was rejected; null unless rejected. */
  reasonCode: ReasonCode | null;
  projectId: number | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export type NewProjectSubmission = Pick<
  ProjectSubmission,
  'userId' | 'projectName' | 'category' | 'description' | 'website' | 'logo' | 'twitter' | 'telegram' | 'listingType'
>;

/** What an owner may change in their submission (edit, or edit and resubmit). */
export type ProjectSubmissionChanges = Omit<NewProjectSubmission, 'userId'>;

/** Free listings need no payment; featured and verified ones wait for it. */
export function paymentStatusFor(listingType: ListingType): PaymentStatus {
  return listingType === 'free' ? 'completed' : 'pending';
}

/** The project directory's categories that submissions can land in. */
export type DirectoryCategory = 'exchanges' | 'defi' | 'nft' | 'gamefi' | 'infrastructure' | 'other';

const DIRECTORY_CATEGORY: Record<SubmissionCategory, DirectoryCategory> = {
  Exchanges: 'exchanges',
  DeFi: 'defi',
  NFT: 'nft',
  Gaming: 'gamefi',
  Infrastructure: 'infrastructure',
  Other: 'other',
};

/**
 * The directory category an approved submission is listed under. The directory then decides
 * its category page (projects' `categoryPageOf`): NFT, DeFi and Gaming land on nft, defi and
 * gamefi, Infrastructure on layer2, Exchanges and Other in the "Other projects" section.
 */
export function directoryCategoryFor(category: SubmissionCategory): DirectoryCategory {
  return DIRECTORY_CATEGORY[category];
}
