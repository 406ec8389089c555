export const PROJECT_CATEGORIES = [
  'exchanges',
  'defi',
  'nft',
  'gamefi',
  'layer2',
  'wallets',
  'infrastructure',
  'other',
] as const;
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
  /** A paid Featured listing: badge, and first on its category page. */
  featured: boolean;
  createdAt: Date;
  /** A verified ownership proof's method text ("contract owner on Base", "domain"), in the public directory only. */
  ownerBadge?: string | null;
}

/** What a new directory entry is made of; it starts pending verification. */
export type NewProject = Pick<Project, 'slug' | 'name' | 'category' | 'description' | 'website' | 'logo' | 'featured'>;

/** The public category pages (/projects/{page}); the spec allows no others. */
export const CATEGORY_PAGES = ['nft', 'defi', 'gamefi', 'layer2'] as const;
export type CategoryPage = (typeof CATEGORY_PAGES)[number];

const CATEGORY_PAGE: Record<ProjectCategory, CategoryPage | null> = {
  nft: 'nft',
  defi: 'defi',
  gamefi: 'gamefi',
  layer2: 'layer2',
  // Rollups, bridges, oracles and node services: the Layer 2 page is the directory's infrastructure page.
  infrastructure: 'layer2',
  exchanges: null,
  wallets: null,
  other: null,
};

/**
 * The category page that lists a project, or null when none fits: those projects are shown in
 * the "Other projects" section of every category page.
 */
export function categoryPageOf(category: ProjectCategory): CategoryPage | null {
  return CATEGORY_PAGE[category];
}

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
