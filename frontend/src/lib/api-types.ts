// Request and response shapes of the API, kept by hand in step with the backend DTOs
// (backend/src/modules/*/http/dto). Dates arrive as ISO strings.

export type Role = 'admin' | 'partner' | 'user';

export interface SessionUser {
  id: number | string;
  username: string;
  role: Role;
}

export interface AuthResponse {
  success: boolean;
  message: string;
  user: SessionUser | null;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: unknown;
}

export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

/** The review states of article and project submissions. */
export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

export type PartnerStatus = 'pending' | 'approved' | 'rejected';

export interface PartnerProfile {
  id: number;
  companyName: string;
  website: string | null;
  description: string | null;
  referralCode: string;
  status: PartnerStatus;
  approved: boolean;
  createdAt: string;
}

export interface NewPartnerProfile {
  companyName: string;
  website: string;
  description: string;
  referralCode: string;
}

export interface Referral {
  id: number;
  referralCode: string;
  clicks: number;
  conversions: number;
  createdAt: string;
}

export type CampaignStatus = 'draft' | 'active' | 'completed';

export interface Campaign {
  id: number;
  name: string;
  description: string;
  budget: number;
  status: CampaignStatus;
  startDate: string | null;
  endDate: string | null;
  targetMetrics: string;
  createdAt: string;
}

export interface NewCampaign {
  name: string;
  description: string;
  budget: number;
  status: 'draft';
  startDate: string | null;
  endDate: string | null;
  targetMetrics: string;
}

export interface ArticleSubmission {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  status: SubmissionStatus;
  adminNotes: string | null;
  createdAt: string;
}

export interface NewArticleSubmission {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  status: 'pending';
}

export const SUBMISSION_CATEGORIES = ['Exchanges', 'DeFi', 'NFT', 'Gaming', 'Infrastructure', 'Other'] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];

export const LISTING_TYPES = ['free', 'featured', 'verified'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export type PaymentStatus = 'pending' | 'completed';

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
  verificationStatus: SubmissionStatus;
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

export const DIRECTORY_CATEGORIES = [
  'exchanges',
  'defi',
  'nft',
  'gamefi',
  'layer2',
  'wallets',
  'infrastructure',
  'other',
] as const;
export type DirectoryCategory = (typeof DIRECTORY_CATEGORIES)[number];

/** A project of the public directory (GET /api/projects): seeded samples plus approved submissions. */
export interface DirectoryProject {
  id: number;
  slug: string;
  name: string;
  category: DirectoryCategory;
  description: string;
  verified: boolean;
  website: string | null;
  logo: string | null;
}

export interface ProjectInsight {
  id: number;
  projectId: number;
  totalUsers: number;
  kycUsers: number;
  /** USD. */
  tradingVolume: number;
  /** 0–100 as a numeric string with two decimals, e.g. "78.40". */
  growthScore: string;
  recordedAt: string;
}

export interface PendingPartner {
  id: number;
  companyName: string;
  website: string | null;
  description: string | null;
  referralCode: string;
  username: string;
  createdAt: string;
}

export interface PendingProject {
  id: number;
  name: string;
  category: string;
  description: string;
  website: string | null;
  createdAt: string;
}

export interface PendingArticle {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  imageUrl: string | null;
  author: string;
  createdAt: string;
}

export interface AuditEntry {
  id: number;
  adminUsername: string;
  action: string;
  targetType: string;
  targetId: number;
  targetLabel: string;
  outcome: string;
  notes: string | null;
  createdAt: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  company: string;
  message: string;
  createdAt: string;
}

export interface NewsletterSubscriber {
  id: number;
  email: string;
  createdAt: string;
}
