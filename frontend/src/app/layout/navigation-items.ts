import type { Role } from '../../lib/api-types';
import { paths, type LandingSection } from '../paths';

export interface SectionLinkItem {
  label: string;
  section: LandingSection;
}

export interface PageLinkItem {
  label: string;
  to: string;
  /** Path prefixes for which the link is marked as the current page. */
  activePrefixes: readonly string[];
}

export const navbarSectionLinks: readonly SectionLinkItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'About', section: 'about' },
  { label: 'Services', section: 'services' },
  { label: 'Contact', section: 'contact' },
];

const projectsLink: PageLinkItem = {
  label: 'Projects',
  to: paths.projectsByCategory('nft'),
  activePrefixes: ['/projects/', '/project/'],
};
const articlesLink: PageLinkItem = {
  label: 'Articles',
  to: paths.articles,
  activePrefixes: [paths.articles],
};

export const publicPageLinks: readonly PageLinkItem[] = [projectsLink, articlesLink];

function exact(label: string, to: string): PageLinkItem {
  return { label, to, activePrefixes: [to] };
}

const adminOnlyLinks = [
  exact('Analytics', paths.analytics),
  exact('Community', paths.community),
  exact('Leaderboards', paths.leaderboards),
  exact('Admin Dashboard', paths.admin),
];
const partnerLinks = [exact('Partner Dashboard', paths.partnerDashboard), exact('Submit Project', paths.submitProject)];

/** Spec §6: admins see every entry, partners the partner entries, others none. */
export function rolePageLinks(role: Role | null): PageLinkItem[] {
  if (role === 'admin') return [...adminOnlyLinks, ...partnerLinks];
  if (role === 'partner') return [...partnerLinks];
  return [];
}

export function isLinkActive(link: PageLinkItem, pathname: string): boolean {
  return link.activePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

export const footerCompanyLinks: readonly SectionLinkItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'About', section: 'about' },
  { label: 'Services', section: 'services' },
];

export const socialLinks = [
  { label: 'Telegram', href: 'https://t.me/chainboost' },
  { label: 'Discord', href: 'https://discord.gg/chainboost' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/chainboost' },
] as const;
export type SocialNetwork = (typeof socialLinks)[number]['label'];
