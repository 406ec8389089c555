import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, BRAND_TAGLINE } from '../../../app/brand';
import { paths, type ProjectCategory } from '../../../app/paths';
import { useScrollToRequestedSection } from '../../../lib/section-navigation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HeroSection } from './HeroSection';
import { LandingSection } from './LandingSection';

const categoryCards: { id: ProjectCategory; name: string; count: number }[] = [
  { id: 'nft', name: 'NFT', count: 45 },
  { id: 'defi', name: 'DeFi', count: 38 },
  { id: 'gamefi', name: 'GameFi', count: 27 },
  { id: 'layer2', name: 'Layer 2', count: 15 },
];

export function LandingPage() {
  useDocumentTitle(BRAND_TAGLINE);
  useScrollToRequestedSection();

  return (
    <>
      <HeroSection />
      <LandingSection
        id="about"
        eyebrow="About us"
        title="Who We Are"
        intro={`${BRAND_NAME} is a growth partner for Web3 exchanges and projects, combining verified user acquisition, liquidity and business development.`}
      />
      <LandingSection
        id="services"
        eyebrow="What we do"
        title="Our Services"
        intro="User acquisition, liquidity solutions, partnerships and business development, and AI growth solutions."
      />
      <LandingSection
        id="projects"
        eyebrow="Ecosystem"
        title="Featured Projects"
        intro="Exchanges, startups, wallets, DeFi and Layer 2 projects we work with."
      >
        <Button component={RouterLink} to={paths.projectsByCategory('nft')} variant="outlined">
          Browse projects
        </Button>
      </LandingSection>
      <LandingSection id="categories" eyebrow="Explore" title="Discover Categories">
        <Grid container spacing={2}>
          {categoryCards.map((category) => (
            <Grid key={category.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={paths.projectsByCategory(category.id)} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h5" component="h3">
                      {category.name}
                    </Typography>
                    <Typography component="p" sx={{ color: 'text.secondary' }}>
                      {category.count} projects
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </LandingSection>
      <LandingSection
        id="partner"
        eyebrow="Partnership"
        title="Become a Partner"
        intro="Exchanges and Web3 projects get referral tracking, marketing campaigns and article publishing in one dashboard."
      >
        <Button component={RouterLink} to={paths.signup} variant="contained" size="large">
          Create an account
        </Button>
      </LandingSection>
      <LandingSection id="articles" eyebrow="Insights" title="Latest Articles">
        <Button component={RouterLink} to={paths.articles} variant="outlined">
          Read all articles
        </Button>
      </LandingSection>
      <LandingSection
        id="contact"
        eyebrow="Contact"
        title="Get in Touch"
        intro="Tell us about your project. We'll get back to you within 24 hours."
      />
    </>
  );
}
