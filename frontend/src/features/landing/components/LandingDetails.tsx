import type { ComponentType } from 'react';
import type { SectionCopy } from '../content/section-copy';
import { AboutSection } from './AboutSection';
import { ArticlesSection } from './ArticlesSection';
import { CategoriesSection } from './CategoriesSection';
import { ContactSection } from './ContactSection';
import { FeaturedProjectsSection } from './FeaturedProjectsSection';
import { PartnerSection } from './PartnerSection';
import { ServicesSection } from './ServicesSection';

/**
 * The content of every section below the hero, in its own chunk so the first screen does not
 * wait for it; LandingPage draws the sections and their headings.
 */
export const sectionContents: Record<SectionCopy['id'], ComponentType> = {
  about: AboutSection,
  services: ServicesSection,
  projects: FeaturedProjectsSection,
  categories: CategoriesSection,
  partner: PartnerSection,
  articles: ArticlesSection,
  contact: ContactSection,
};
