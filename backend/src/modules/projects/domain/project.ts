export const PROJECT_CATEGORIES = ['exchanges', 'defi', 'nft', 'gamefi', 'layer2', 'wallets', 'infrastructure', 'other'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ProjectVerificationStatus = (typeof PROJECT_VERIFICATION_STATUSES)[number];

export interface Project {
  id: number;
  slug: string;
  name: string;
  category: ProjectCategory;
  description: string;
  website: string | null;
  logo: string | null;
  verificationStatus: ProjectVerificationStatus;
  createdAt: Date;
}
