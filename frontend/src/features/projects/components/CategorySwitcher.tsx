import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { paths, type ProjectCategory } from '../../../app/paths';
import { discoverCategories } from '../../../content/categories';
import { brandColors } from '../../../theme/theme';
import { categoryIcons } from './category-icons';

const switcherAreaSx = {
  p: { xs: 1.5, sm: 2 },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 1.5,
} as const;

function SwitcherLabel({ name, count }: { name: string; count: number }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {count} projects
      </Typography>
    </Box>
  );
}

/** `otherCount`: directory projects without a category page, listed in the page's "Other projects" section. */
export function CategorySwitcher({ current, otherCount = 0 }: { current: ProjectCategory; otherCount?: number }) {
  return (
    <Box
      component="nav"
      aria-label="Project categories"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        mb: { xs: 4, md: 5 },
      }}
    >
      {discoverCategories.map((category) => {
        const Icon = categoryIcons[category.id];
        const selected = category.id === current;
        return (
          <Card
            key={category.id}
            sx={{
              borderColor: selected ? 'primary.main' : undefined,
              backgroundColor: selected ? alpha(brandColors.violetDeep, 0.22) : undefined,
            }}
          >
            <CardActionArea
              component={RouterLink}
              to={paths.projectsByCategory(category.id)}
              aria-current={selected ? 'page' : undefined}
              sx={switcherAreaSx}
            >
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  flexShrink: 0,
                  borderRadius: 2,
                  color: selected ? 'primary.light' : 'secondary.main',
                  backgroundColor: alpha(selected ? brandColors.violet : brandColors.cyan, 0.14),
                }}
              >
                <Icon aria-hidden="true" />
              </Box>
              <SwitcherLabel name={category.name} count={category.count} />
            </CardActionArea>
          </Card>
        );
      })}
      {otherCount ? (
        <Card>
          <CardActionArea href="#other-projects" sx={switcherAreaSx}>
            <SwitcherLabel name="Other projects" count={otherCount} />
          </CardActionArea>
        </Card>
      ) : null}
    </Box>
  );
}
