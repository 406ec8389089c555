// Response shapes of the admin endpoints (backend admin and submissions DTOs).

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

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

export interface ProjectSubmission {
  id: number;
  projectName: string;
  category: string;
  description: string;
  website: string | null;
  logo: string | null;
  twitter: string | null;
  telegram: string | null;
  listingType: 'free' | 'featured' | 'verified';
  paymentStatus: 'pending' | 'completed';
  verificationStatus: SubmissionStatus;
  adminNotes: string | null;
  projectId: number | null;
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

export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}
