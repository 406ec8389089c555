import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { paths } from '../../../app/paths';
import { visuallyHidden } from '../../../components/visually-hidden';
import { NO_VOLUME_YET, type ProjectCardItem } from '../project-directory';
import { ProjectAvatar } from './ProjectAvatar';
import { FeaturedBadge, OwnerBadge, VerifiedBadge } from './ProjectBadges';

function VolumeValue({ volume }: { volume: string }) {
  if (volume !== NO_VOLUME_YET) return volume;
  return (
    <>
      <span aria-hidden="true">{NO_VOLUME_YET}</span>
      <Box component="span" sx={visuallyHidden}>
        No volume yet
      </Box>
    </>
  );
}

export function ProjectCard({ project }: { project: ProjectCardItem }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ProjectAvatar name={project.name} />
        <Typography variant="h6" component="h3" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        {project.featured ? <FeaturedBadge /> : null}
        {project.verified ? <VerifiedBadge /> : null}
        {project.ownerBadge ? <OwnerBadge method={project.ownerBadge} /> : null}
      </Stack>
      {project.categoryName ? (
        <Typography component="p" variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
          {project.categoryName}
        </Typography>
      ) : null}
      <Typography
        component="p"
        variant="body2"
        sx={{ color: 'text.secondary', mt: 2, flex: 1, overflowWrap: 'anywhere' }}
      >
        {project.description}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          24h Volume
        </Typography>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          <VolumeValue volume={project.volume} />
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={paths.project(project.id)}
          aria-label={`View Details of ${project.name}`}
          variant="contained"
          size="small"
          sx={{ flex: 1 }}
        >
          View Details
        </Button>
        {project.website ? (
          <IconButton
            component="a"
            href={project.website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Visit ${project.name} website`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: '10px' }}
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
    </Card>
  );
}
