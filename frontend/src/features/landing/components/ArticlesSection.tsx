import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { paths } from '../../../app/paths';
import { ArticleImage } from '../../../components/ArticleImage';
import { articles } from '../../../content/articles';
import type { ArticleCard } from '../../../content/types';
import { brandColors } from '../../../theme/theme';
import { insetFocusRingSx } from '../utils/a11y.styles';

const LANDING_ARTICLE_COUNT = 3;

function LandingArticleCard({ article }: { article: ArticleCard }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.article(article.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', ...insetFocusRingSx }}
      >
        <ArticleImage src={article.imageUrl} alt={article.title} />
        <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Chip
              label={article.category}
              size="small"
              sx={{ color: 'secondary.main', backgroundColor: alpha(brandColors.cyan, 0.12) }}
            />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <AccessTimeIcon aria-hidden="true" sx={{ fontSize: 16 }} />
              <Typography component="span" variant="body2">
                {article.readTime}
              </Typography>
            </Stack>
          </Stack>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {article.title}
          </Typography>
          <Typography component="p" variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
            {article.excerpt}
          </Typography>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', mt: 2, color: 'primary.light', fontWeight: 600 }}
          >
            <span>Read article</span>
            <ArrowForwardIcon aria-hidden="true" fontSize="small" />
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The content of the articles section; LandingPage draws the section and its heading. */
export function ArticlesSection() {
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {articles.slice(0, LANDING_ARTICLE_COUNT).map((article) => (
          <Box component="li" key={article.id} sx={{ minWidth: 0 }}>
            <LandingArticleCard article={article} />
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Button
          component={RouterLink}
          to={paths.articles}
          variant="outlined"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          View all articles
        </Button>
      </Box>
    </>
  );
}
