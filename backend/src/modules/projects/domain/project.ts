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

/** What a new directory entry is made of; it starts pending verification. */
export type NewProject = Pick<Project, 'slug' | 'name' | 'category' | 'description' | 'website' | 'logo'>;

/** A URL-friendly form of a project name, at most 48 characters, never empty. */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'project';
}
