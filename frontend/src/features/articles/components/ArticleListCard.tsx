import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { paths } from '../../../app/paths';
import { ArticleImage } from '../../../components/ArticleImage';
import type { ArticleListItem } from '../article-list-items';
import { ArticleMeta } from './ArticleMeta';

export interface ArticleListCardProps {
  article: ArticleListItem;
  /** The first card's image is usually the page's largest paint, so it is fetched at once. */
  prioritizeImage?: boolean;
}

/** List items are rebuilt on every render; equal fields mean the same card. */
function isSameCard(previous: ArticleListCardProps, next: ArticleListCardProps): boolean {
  if (previous.prioritizeImage !== next.prioritizeImage) return false;
  const before: Record<string, unknown> = { ...previous.article };
  const after: Record<string, unknown> = { ...next.article };
  const keys = Object.keys(after);
  return keys.length === Object.keys(before).length && keys.every((key) => before[key] === after[key]);
}

/** Memoised, so partner articles arriving late do not re-render the cards already shown. */
export const ArticleListCard = memo(function ArticleListCard({
  article,
  prioritizeImage = false,
}: ArticleListCardProps) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <ArticleImage
        src={article.imageUrl}
        alt={article.imageAlt}
        {...(prioritizeImage ? { loading: 'eager', fetchPriority: 'high' } : {})}
      />
      <Box sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <ArticleMeta article={article} partner={article.source === 'partner'} />
        <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          {article.title}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', flex: 1, overflowWrap: 'anywhere' }}>
          {article.excerpt}
        </Typography>
        {article.source === 'partner' ? (
          <Typography component="p" variant="body2" sx={{ mt: 2, fontWeight: 600, overflowWrap: 'anywhere' }}>
            By {article.author}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ mt: 2.5, minHeight: 40, alignItems: 'center', justifyContent: 'space-between' }}>
          <Button
            component={RouterLink}
            to={paths.article(article.routeId)}
            aria-label={`Read ${article.title}`}
            variant="outlined"
            size="small"
            endIcon={<ArrowForwardIcon aria-hidden="true" />}
          >
            Read
          </Button>
          {article.source === 'fixed' ? (
            <IconButton
              component="a"
              href={article.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${article.title} on LinkedIn (opens in a new tab)`}
              sx={{ color: 'text.secondary', '&:hover': { color: 'secondary.main' } }}
            >
              <LinkedInIcon />
            </IconButton>
          ) : null}
        </Stack>
      </Box>
    </Card>
  );
}, isSameCard);
