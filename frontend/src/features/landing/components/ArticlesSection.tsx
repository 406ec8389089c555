import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { paths } from '../../../app/paths';
import { ArticleImage } from '../../../components/ArticleImage';
import { articles } from '../../../content/articles';
import type { ArticleCard } from '../../../content/types';
import { brandColors } from '../../../theme/theme';
import { insetFocusRingSx } from '../utils/a11y.styles';
import { CardLinkCue, GridList, GridListCard, SectionLinkButton } from './SectionLists';

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
          <CardLinkCue label="Read article" mt={2} />
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The content of the articles section; LandingPage draws the section and its heading. */
export function ArticlesSection() {
  return (
    <>
      <GridList columns={{ xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }} gap={3}>
        {articles.slice(0, LANDING_ARTICLE_COUNT).map((article) => (
          <GridListCard key={article.id}>
            <LandingArticleCard article={article} />
          </GridListCard>
        ))}
      </GridList>
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <SectionLinkButton to={paths.articles}>View all articles</SectionLinkButton>
      </Box>
    </>
  );
}
