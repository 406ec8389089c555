import type { ProjectCategory } from '../app/paths';

export type FeaturedProjectCategory = 'Exchanges' | 'Startups' | 'Wallets' | 'DeFi' | 'Layer 2';

/** A project of the landing page's featured list; `id` is a /project/{id} detail id. */
export interface FeaturedProject {
  id: string;
  name: string;
  category: FeaturedProjectCategory;
  verified: boolean;
  description: string;
  website: string;
}

/** A card of the landing page's Discover Categories section and of the category switcher. */
export interface DiscoverCategory {
  id: ProjectCategory;
  name: string;
  count: number;
  description: string;
  /** Title of the category page, followed by the brand in the document title. */
  pageTitle: string;
}

export type ArticleCategory = 'DeFi' | 'NFT' | 'Trading' | 'Blockchain';

export interface ArticleCard {
  id: number;
  title: string;
  category: ArticleCategory;
  excerpt: string;
  readTime: string;
  date: string;
  imageUrl: string;
  /** Describes the illustration; falls back to the title where absent. */
  imageAlt?: string;
  linkedinUrl: string;
}

export interface Article extends ArticleCard {
  /** Trusted HTML written with the product; never user input. */
  content: string;
  author: string;
}

/** A project as listed on a /projects/{category} page. */
export interface CategoryProject {
  id: string;
  name: string;
  description: string;
  verified: boolean;
  volume: string;
  website: string;
}

export interface ProjectStat {
  label: string;
  value: string;
}

/** The /project/{id} detail of one of the fixed projects. */
export interface ProjectDetail extends CategoryProject {
  category: string;
  users: string;
  fullDescription: string;
  features: string[];
  stats: ProjectStat[];
}
