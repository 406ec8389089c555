import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VerifiedIcon from '@mui/icons-material/Verified';
import { paths } from '../../../app/paths';
import type { FeaturedProject } from '../../../content/types';
import { brandGradient } from '../../../theme/theme';
import { insetFocusRingSx } from '../utils/a11y.styles';
import { CardLinkCue } from './SectionLists';

export function FeaturedProjectCard({ project }: { project: FeaturedProject }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.project(project.id)}
        sx={{
          height: '100%',
          p: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          ...insetFocusRingSx,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              width: 44,
              height: 44,
              borderRadius: '50%',
              backgroundImage: brandGradient,
              color: '#ffffff',
              fontWeight: 800,
            }}
          >
            {project.name.charAt(0)}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              {project.category}
            </Typography>
          </Box>
          {project.verified ? (
            <Chip
              icon={<VerifiedIcon aria-hidden="true" />}
              label="Verified"
              size="small"
              sx={{
                ml: 'auto !important',
                color: 'success.main',
                backgroundColor: alpha('#4ade80', 0.12),
                '& .MuiChip-icon': { color: 'success.main' },
              }}
            />
          ) : null}
        </Stack>
        <Typography component="p" sx={{ color: 'text.secondary', flex: 1 }}>
          {project.description}
        </Typography>
        <CardLinkCue label="View project" mt={2.5} />
      </CardActionArea>
    </Card>
  );
}
