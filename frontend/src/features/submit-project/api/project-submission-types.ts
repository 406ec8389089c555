// Response and request shapes of /api/project-submissions (backend submissions DTOs).

export const SUBMISSION_CATEGORIES = ['Exchanges', 'DeFi', 'NFT', 'Gaming', 'Infrastructure', 'Other'] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

export const LISTING_TYPES = ['free', 'featured', 'verified'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export type PaymentStatus = 'pending' | 'completed';
export type VerificationStatus = 'pending' | 'approved' | 'rejected';

export interface ProjectSubmission {
  id: number;
  projectName: string;
  category: SubmissionCategory;
  description: string;
  website: string | null;
  logo: string | null;
  twitter: string | null;
  telegram: string | null;
  listingType: ListingType;
  paymentStatus: PaymentStatus;
  verificationStatus: VerificationStatus;
  adminNotes: string | null;
  projectId: number | null;
  createdAt: string;
}

export interface NewProjectSubmission {
  projectName: string;
  category: SubmissionCategory;
  description: string;
  website: string;
  logo: string;
  twitter: string;
  telegram: string;
  listingType: ListingType;
  paymentStatus: PaymentStatus;
  verificationStatus: 'pending';
}
