import type { ProjectCategory } from '../../app/paths';
import { findCategory } from '../../content/categories';
import { findListedProject, findProjectDetail } from '../../content/projects';
import type { ProjectDetail } from '../../content/types';

/** What the detail page shows; projects listed only on a category page have no users, features or stats. */
export interface ProjectView extends Omit<ProjectDetail, 'users'> {
  users?: string;
  /** The category page that lists this project, if any. */
  categoryId?: ProjectCategory;
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
