import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { TabBar } from '../../../components/TabBar';
import {
  featuredProjectFilters,
  filterFeaturedProjects,
  type FeaturedProjectFilter,
} from '../../../content/featured-projects';
import { FeaturedProjectCard } from './FeaturedProjectCard';
import { GridList, GridListCard, SectionLinkButton } from './SectionLists';

const PANEL_ID = 'featured-projects-panel';
const filterTabs = featuredProjectFilters.map((filter) => ({ id: filter, label: filter }));

function tabId(filter: FeaturedProjectFilter): string {
  return `featured-projects-tab-${filter.toLowerCase().replace(/\s+/g, '-')}`;
}

/** The content of the featured projects section; LandingPage draws the section and its heading. */
export function FeaturedProjectsSection() {
  const [filter, setFilter] = useState<FeaturedProjectFilter>('All');
  const projects = filterFeaturedProjects(filter);

  return (
    <>
      <TabBar
        tabs={filterTabs}
        value={filter}
        onChange={setFilter}
        label="Filter featured projects by category"
        tabId={tabId}
        panelId={() => PANEL_ID}
        selectedColor="primary"
        sx={{ mb: 4 }}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(filter)}>
        <Typography component="p" aria-live="polite" sx={{ color: 'text.secondary', mb: 2 }}>
          {projects.length === 1 ? '1 project' : `${projects.length} projects`}
        </Typography>
        <GridList
          columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
          gap={3}
        >
          {projects.map((project) => (
            <GridListCard key={project.id}>
              <FeaturedProjectCard project={project} />
            </GridListCard>
          ))}
        </GridList>
      </Box>
      {/* Any signed-in user may submit a project (signed-out visitors are asked to log in there). */}
      <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          Building in Web3? Get your project in front of verified users.
        </Typography>
        <SectionLinkButton to={paths.submitProject}>List your project</SectionLinkButton>
      </Box>
    </>
  );
}
