import type { LandingSection } from '../../../app/paths';

export interface SectionCopy {
  id: Exclude<LandingSection, 'home'>;
  /** Short label above the title. */
  eyebrow: string;
  title: string;
  intro?: string;
}

/** Headings of the sections below the hero: LandingPage draws each section with its heading around its content. */
export const sectionCopy = {
  about: { id: 'about', eyebrow: 'About us', title: 'Who We Are' },
  services: {
    id: 'services',
    eyebrow: 'What we do',
    title: 'Our Services',
    intro: 'Four service lines, one goal: users who verify, trade and stay. Open a service to see what it includes.',
  },
  projects: {
    id: 'projects',
    eyebrow: 'Ecosystem',
    title: 'Featured Projects',
    intro: 'Exchanges, startups, wallets, DeFi protocols and Layer 2 networks in our ecosystem.',
  },
  categories: {
    id: 'categories',
    eyebrow: 'Explore',
    title: 'Discover Categories',
    intro: 'Browse the projects we track, from NFT marketplaces to Layer 2 networks.',
  },
  partner: {
    id: 'partner',
    eyebrow: 'Partnership',
    title: 'Become a Partner',
    intro:
      'Exchanges and Web3 projects get referral tracking, marketing campaigns and article publishing in one partner dashboard.',
  },
  articles: {
    id: 'articles',
    eyebrow: 'Insights',
    title: 'Latest Articles',
    intro: 'Practical notes on user acquisition, liquidity and growth from our team.',
  },
  contact: {
    id: 'contact',
    eyebrow: 'Contact',
    title: 'Get in Touch',
    intro: 'Tell us about your project and your growth goals. Our team will reply with a tailored plan.',
  },
} as const satisfies Record<SectionCopy['id'], SectionCopy>;

export const belowTheFoldSections: readonly SectionCopy[] = Object.values(sectionCopy);
