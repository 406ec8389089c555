import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { PageContainer } from '../../../components/PageContainer';
import { COMPANY_LINKEDIN_URL, articles, type ArticleFilter } from '../../../content/articles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublishedArticles } from '../api/use-published-articles';
import { articleListItems } from '../article-list-items';
import { ArticleCategoryFilter } from './ArticleCategoryFilter';
import { ArticleListCard } from './ArticleListCard';

function FollowOnLinkedInButton() {
  return (
    <Button
      component="a"
      href={COMPANY_LINKEDIN_URL}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      startIcon={<LinkedInIcon aria-hidden="true" />}
    >
      Follow us on LinkedIn
    </Button>
  );
}

export function ArticlesPage() {
  useDocumentTitle('Articles');
  const [filter, setFilter] = useState<ArticleFilter>('All');
  // The fixed articles render at once; partner articles join them when (and if) they arrive.
  const { articles: partnerArticles, error } = usePublishedArticles();
  const visibleArticles = articleListItems(articles, partnerArticles, filter);

  return (
    <PageContainer
      title="Articles"
      subtitle="Insights on DeFi, NFTs, trading and blockchain growth"
      actions={<FollowOnLinkedInButton />}
    >
      <ArticleCategoryFilter value={filter} onChange={setFilter} />
      {visibleArticles.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {visibleArticles.map((article, index) => (
            <ArticleListCard key={article.routeId} article={article} prioritizeImage={index === 0} />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            No articles in this category yet
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
            Try another category, or browse everything we have published.
          </Typography>
          <Button variant="outlined" onClick={() => setFilter('All')}>
            Show all articles
          </Button>
        </Paper>
      )}
      {error ? (
        <Typography component="p" variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          Partner articles could not be loaded right now.
        </Typography>
      ) : null}
    </PageContainer>
  );
}
