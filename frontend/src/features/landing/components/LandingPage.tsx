import { BRAND_TAGLINE } from '../../../app/brand';
import { useScrollToRequestedSection } from '../../../lib/section-navigation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutSection } from './AboutSection';
import { ArticlesSection } from './ArticlesSection';
import { CategoriesSection } from './CategoriesSection';
import { ContactSection } from './ContactSection';
import { FeaturedProjectsSection } from './FeaturedProjectsSection';
import { HeroSection } from './HeroSection';
import { PartnerSection } from './PartnerSection';
import { ServicesSection } from './ServicesSection';

export function LandingPage() {
  useDocumentTitle(BRAND_TAGLINE);
  useScrollToRequestedSection();

  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <FeaturedProjectsSection />
      <CategoriesSection />
      <PartnerSection />
      <ArticlesSection />
      <ContactSection />
    </>
  );
}
