import { publicFetcher, type FetchKey } from '../../../lib/api-client';
import type { ApiSuccess } from '../../../lib/api-types';

export const directoryCategories = [
  'exchanges',
  'defi',
  'nft',
  'gamefi',
  'layer2',
  'wallets',
  'infrastructure',
  'other',
] as const;
export type DirectoryCategory = (typeof directoryCategories)[number];

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

export const directoryProjectsEndpoint = '/api/projects';

/** The spec makes the project list call without credentials. */
export async function fetchPublicData<T>(key: FetchKey): Promise<T> {
  return (await publicFetcher<ApiSuccess<T>>(key)).data;
}
