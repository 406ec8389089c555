import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CollectionsIcon from '@mui/icons-material/Collections';
import LayersIcon from '@mui/icons-material/Layers';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import { paths, type ProjectCategory } from '../../../app/paths';
import { discoverCategories } from '../../../content/categories';
import { brandColors } from '../../../theme/theme';
import { insetFocusRingSx } from '../utils/a11y.styles';
import { GridList, GridListCard } from './SectionLists';

const categoryIcons: Record<ProjectCategory, typeof SvgIcon> = {
  nft: CollectionsIcon,
  defi: AccountBalanceIcon,
  gamefi: SportsEsportsIcon,
  layer2: LayersIcon,
};

/** The content of the categories section; LandingPage draws the section and its heading. */
export function CategoriesSection() {
  return (
    <GridList
      columns={{ xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      gap={3}
    >
      {discoverCategories.map((category) => {
        const Icon = categoryIcons[category.id];
        return (
          <GridListCard key={category.id}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={paths.projectsByCategory(category.id)}
                sx={{
                  height: '100%',
                  p: 3,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  ...insetFocusRingSx,
                }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 52,
                    height: 52,
                    borderRadius: '14px',
                    mb: 2,
                    color: 'secondary.main',
                    backgroundColor: alpha(brandColors.cyan, 0.1),
                    border: '1px solid',
                    borderColor: alpha(brandColors.cyan, 0.3),
                  }}
                >
                  <Icon />
                </Box>
                <Typography component="h3" variant="h6">
                  {category.name}
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'primary.light', fontWeight: 600, mt: 0.5 }}>
                  {category.count} projects
                </Typography>
                <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                  {category.description}
                </Typography>
              </CardActionArea>
            </Card>
          </GridListCard>
        );
      })}
    </GridList>
  );
}
