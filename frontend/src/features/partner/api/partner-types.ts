// Response shapes of the partner endpoints (backend DTOs in backend/src/modules/*/http/dto).

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

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

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

export interface NewPartnerProfile {
  companyName: string;
  website: string;
  description: string;
  referralCode: string;
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

export interface NewArticleSubmission {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  status: 'pending';
}
