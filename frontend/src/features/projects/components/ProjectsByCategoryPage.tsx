import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { NotFoundState } from '../../../components/NotFoundState';
import { CardGrid, PageContainer } from '../../../components/PageContainer';
import { findCategory } from '../../../content/categories';
import { categoryProjects } from '../../../content/projects';
import { useDirectoryProjects } from '../../../lib/use-directory-projects';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { categoryProjectItems, otherDirectoryProjects, type ProjectCardItem } from '../project-directory';
import { CategorySwitcher } from './CategorySwitcher';
import { ProjectCard } from './ProjectCard';

function ProjectGrid({ projects }: { projects: ProjectCardItem[] }) {
  return (
    <CardGrid>
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} />
      ))}
    </CardGrid>
  );
}

export function ProjectsByCategoryPage() {
  const { category: categoryId = 'nft' } = useParams();
  const category = findCategory(categoryId);
  // The fixed projects render at once; projects listed since join them when the directory answers.
  const { projects: directory } = useDirectoryProjects();
  useDocumentTitle(category ? category.pageTitle : 'Category Not Found');

  if (!category) {
    return (
      <NotFoundState
        title="Category Not Found"
        message="We could not find that project category. Browse NFT, DeFi, GameFi or Layer 2 projects instead."
        backTo={paths.home}
        backLabel="Back to Home"
      />
    );
  }

  const projects = categoryProjectItems(categoryProjects[category.id], directory, category.id);
  // Exchanges, wallets and other listings have no category page (the spec allows four): every page lists them below.
  const others = otherDirectoryProjects(directory);
  return (
    <PageContainer
      title={category.name}
      subtitle={
        <>
          <Box component="span" sx={{ display: 'block', color: 'secondary.main', fontWeight: 700 }}>
            {category.count} active projects
          </Box>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {category.description}
          </Box>
        </>
      }
    >
      <CategorySwitcher current={category.id} otherCount={others.length} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {category.pageTitle}
      </Typography>
      <ProjectGrid projects={projects} />
      {others.length ? (
        <Box
          component="section"
          id="other-projects"
          aria-labelledby="other-projects-title"
          sx={{ mt: { xs: 5, md: 6 }, scrollMarginTop: 96 }}
        >
          <Typography id="other-projects-title" variant="h5" component="h2" sx={{ mb: 1 }}>
            Other projects
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Exchanges, wallets and other listings that have no category page of their own.
          </Typography>
          <ProjectGrid projects={others} />
        </Box>
      ) : null}
    </PageContainer>
  );
}
