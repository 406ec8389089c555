import type { ProjectCategory } from '../../app/paths';
import { findCategory } from '../../content/categories';
import { findListedProject, findProjectDetail } from '../../content/projects';
import type { ProjectDetail } from '../../content/types';

/** Where project pages send people who came without a category. */
export const DEFAULT_PROJECT_CATEGORY: ProjectCategory = 'nft';

/**
 * What the detail page shows; projects listed only on a category page have no users or
 * features, and directory projects may have no website.
 */
export interface ProjectView extends Omit<ProjectDetail, 'users' | 'website'> {
  users?: string;
  website: string | null;
  /** The category page that lists this project, if any. */
  categoryId?: ProjectCategory;
  /** A paid Featured directory listing. */
  featured?: boolean;
  /** The "Verified owner" badge's method text of a directory project with a verified ownership proof. */
  ownerBadge?: string | null;
}

export function resolveProjectView(id: string | undefined): ProjectView | undefined {
  const detail = findProjectDetail(id);
  const listed = findListedProject(id);
  if (detail) return { ...detail, categoryId: listed?.category };
  if (!listed) return undefined;
  const { project, category } = listed;
  return {
    ...project,
    category: findCategory(category)?.name ?? category,
    categoryId: category,
    fullDescription: project.description,
    features: [],
    stats: [{ label: '24h Volume', value: project.volume }],
  };
}

export function descriptionParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
