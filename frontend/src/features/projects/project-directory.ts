import { projectCategories, type ProjectCategory } from '../../app/paths';
import { findCategory } from '../../content/categories';
import type { CategoryProject } from '../../content/types';
import type { DirectoryCategory, DirectoryProject } from '../../lib/api-types';
import type { ProjectView } from './project-view';

/** New listings have no trading figures yet. */
export const NO_VOLUME_YET = '—';

/** A card of a category page: a fixed project, or a directory project listed since. */
export interface ProjectCardItem extends Omit<CategoryProject, 'website'> {
  website: string | null;
  /** A paid Featured listing: badge, and first on its category page. */
  featured?: boolean;
  /** On the "Other projects" section: the directory category, in words. */
  categoryName?: string;
  /** The "Verified owner" badge's method text, from the directory (never read from a chain here). */
  ownerBadge?: string | null;
}

const otherCategoryNames: Record<Exclude<DirectoryCategory, ProjectCategory>, string> = {
  exchanges: 'Exchanges',
  wallets: 'Wallets',
  infrastructure: 'Infrastructure',
  other: 'Other',
};

export function isProjectCategory(value: string): value is ProjectCategory {
  return (projectCategories as readonly string[]).includes(value);
}

export function directoryCategoryName(category: DirectoryCategory): string {
  if (isProjectCategory(category)) return findCategory(category)?.name ?? category;
  return otherCategoryNames[category] ?? category;
}

/** The URL as given when it is absolute http(s); anything else never becomes a link. */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

function websiteLabel(website: string): string {
  return new URL(website).hostname.replace(/^www\./, '');
}

function comparableName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function findDirectoryProject(
  directory: readonly DirectoryProject[] | undefined,
  slug: string | undefined,
): DirectoryProject | undefined {
  return slug === undefined ? undefined : directory?.find((project) => project.slug === slug);
}

/** Admins verify projects in the directory, so its state wins over the fixed content once known. */
export function directoryVerified(
  fixedId: string,
  fixedVerified: boolean,
  directory: readonly DirectoryProject[] | undefined,
): boolean {
  return findDirectoryProject(directory, fixedId)?.verified ?? fixedVerified;
}

function cardOf(project: DirectoryProject): ProjectCardItem {
  return {
    id: project.slug,
    name: project.name,
    description: project.description,
    verified: project.verified,
    featured: project.featured,
    ownerBadge: project.ownerBadge,
    volume: NO_VOLUME_YET,
    website: httpUrlOrNull(project.website),
  };
}

/**
 * The directory's Featured projects of a category page, then its fixed projects, then the other
 * directory projects of that page (the server's `categoryPage`: infrastructure is on layer2)
 * that are not one of the fixed ones already (same slug as a fixed id, or the same name in any case).
 */
export function categoryProjectItems(
  fixed: readonly CategoryProject[],
  directory: readonly DirectoryProject[] | undefined,
  category: ProjectCategory,
): ProjectCardItem[] {
  const fixedIds = new Set(fixed.map((project) => project.id));
  const fixedNames = new Set(fixed.map((project) => comparableName(project.name)));
  const fixedItems = fixed.map((project) => ({
    ...project,
    verified: directoryVerified(project.id, project.verified, directory),
  }));
  const listedSince = (directory ?? [])
    .filter(
      (project) =>
        project.categoryPage === category &&
        !fixedIds.has(project.slug) &&
        !fixedNames.has(comparableName(project.name)),
    )
    .map(cardOf);
  const featured = listedSince.filter((project) => project.featured);
  return [...featured, ...fixedItems, ...listedSince.filter((project) => !project.featured)];
}

/** Directory projects whose category has no page of its own (exchanges, wallets, other): Featured first. */
export function otherDirectoryProjects(directory: readonly DirectoryProject[] | undefined): ProjectCardItem[] {
  const others = (directory ?? [])
    .filter((project) => project.categoryPage === null)
    .map((project) => ({ ...cardOf(project), categoryName: directoryCategoryName(project.category) }));
  return [...others.filter((project) => project.featured), ...others.filter((project) => !project.featured)];
}

export function withDirectoryVerification(
  view: ProjectView,
  directory: readonly DirectoryProject[] | undefined,
): ProjectView {
  return { ...view, verified: directoryVerified(view.id, view.verified, directory) };
}

/** The detail page of a directory project that has no fixed content. */
export function directoryProjectView(project: DirectoryProject): ProjectView {
  const category = directoryCategoryName(project.category);
  const website = httpUrlOrNull(project.website);
  return {
    id: project.slug,
    name: project.name,
    description: project.description,
    fullDescription: project.description,
    verified: project.verified,
    featured: project.featured,
    ownerBadge: project.ownerBadge,
    volume: NO_VOLUME_YET,
    website,
    category,
    categoryId: project.categoryPage ?? undefined,
    features: [],
    stats: [
      { label: 'Category', value: category },
      { label: '24h Volume', value: NO_VOLUME_YET },
      { label: 'Verification', value: project.verified ? 'Verified' : 'Not verified' },
      ...(website ? [{ label: 'Website', value: websiteLabel(website) }] : []),
    ],
  };
}
