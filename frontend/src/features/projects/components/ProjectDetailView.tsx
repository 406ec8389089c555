import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExploreIcon from '@mui/icons-material/Explore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { paths } from '../../../app/paths';
import { findCategory } from '../../../content/categories';
import { DEFAULT_PROJECT_CATEGORY, descriptionParagraphs, type ProjectView } from '../project-view';
import { ProjectAvatar } from './ProjectAvatar';
import { PerformanceCard, ProjectStatsCard } from './ProjectSideCards';
import { FeaturedBadge, OwnerBadge, VerifiedBadge } from './ProjectBadges';

function WebsiteButtons({ website }: { website: string }) {
  const external = { component: 'a', href: website, target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
      <Button {...external} variant="contained" endIcon={<OpenInNewIcon aria-hidden="true" />}>
        Visit Website
      </Button>
      <Button {...external} variant="outlined" endIcon={<ExploreIcon aria-hidden="true" />}>
        View on Explorer
      </Button>
    </Stack>
  );
}

function ProjectHeader({ project }: { project: ProjectView }) {
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', md: 'row' }}
      spacing={3}
      sx={{ mt: 3, mb: { xs: 3, md: 4 }, justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ProjectAvatar name={project.name} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {project.name}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            <Chip label={project.category} size="small" color="secondary" variant="outlined" />
            {project.featured ? <FeaturedBadge /> : null}
            {project.verified ? <VerifiedBadge /> : null}
            {project.ownerBadge ? <OwnerBadge method={project.ownerBadge} /> : null}
          </Stack>
        </Box>
      </Stack>
      {project.website ? <WebsiteButtons website={project.website} /> : null}
    </Stack>
  );
}

function AboutCard({ project }: { project: ProjectView }) {
  return (
    <Card component="section" aria-labelledby="about-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="about-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        About
      </Typography>
      {descriptionParagraphs(project.fullDescription).map((paragraph, index) => (
        <Typography
          key={index}
          component="p"
          sx={{ color: 'text.secondary', lineHeight: 1.75, mb: 2, overflowWrap: 'anywhere', '&:last-child': { mb: 0 } }}
        >
          {paragraph}
        </Typography>
      ))}
    </Card>
  );
}

function KeyFeaturesCard({ features }: { features: string[] }) {
  return (
    <Card component="section" aria-labelledby="features-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="features-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Key Features
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {features.map((feature) => (
          <Stack component="li" key={feature} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
            <CheckCircleIcon aria-hidden="true" sx={{ color: 'success.main', fontSize: 20, mt: '2px' }} />
            <Typography component="span">{feature}</Typography>
          </Stack>
        ))}
      </Box>
    </Card>
  );
}

export function ProjectDetailView({ project }: { project: ProjectView }) {
  const backCategory = findCategory(project.categoryId ?? DEFAULT_PROJECT_CATEGORY);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={RouterLink}
        to={paths.projectsByCategory(backCategory?.id ?? DEFAULT_PROJECT_CATEGORY)}
        startIcon={<ArrowBackIcon aria-hidden="true" />}
        sx={{ ml: -1 }}
      >
        {project.categoryId && backCategory ? `Back to ${backCategory.pageTitle}` : 'Browse Projects'}
      </Button>
      <ProjectHeader project={project} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <AboutCard project={project} />
          {project.features.length > 0 ? <KeyFeaturesCard features={project.features} /> : null}
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <ProjectStatsCard stats={project.stats} />
          <PerformanceCard users={project.users} />
        </Stack>
      </Box>
    </Container>
  );
}
