import { memo, useDeferredValue, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { CardGrid, PageContainer } from '../../../components/PageContainer';
import { COMPANY_LINKEDIN_URL, articles, type ArticleFilter } from '../../../content/articles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublishedArticles } from '../api/use-published-articles';
import { articleListItems, shownPartnerArticles, type ArticleListItem } from '../article-list-items';
import { ArticleCategoryFilter } from './ArticleCategoryFilter';
import { ArticleListCard } from './ArticleListCard';
import { pageMeta } from '../../../app/page-meta';
import { paths } from '../../../app/paths';

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

interface ArticleGridProps {
  items: readonly ArticleListItem[];
  onFilterChange: (filter: ArticleFilter) => void;
}

/** Memoised: it renders again only when the list it shows changes. */
const ArticleGrid = memo(function ArticleGrid({ items, onFilterChange }: ArticleGridProps) {
  if (items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          No articles in this category yet
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
          Try another category, or browse everything we have published.
        </Typography>
        <Button variant="outlined" onClick={() => onFilterChange('All')}>
          Show all articles
        </Button>
      </Paper>
    );
  }
  return (
    <CardGrid>
      {items.map((article, index) => (
        <ArticleListCard key={article.routeId} article={article} prioritizeImage={index === 0} />
      ))}
    </CardGrid>
  );
});

/**
 * The fixed articles render at once (they are in the prerendered page); partner articles join
 * them when (and if) they arrive. Their arrival re-renders this list alone, not the page, and
 * at transition priority (in short slices); an empty answer, the usual one, changes nothing.
 */
function ArticleList({ filter, onFilterChange }: { filter: ArticleFilter } & Pick<ArticleGridProps, 'onFilterChange'>) {
  const { articles: partnerArticles, error } = usePublishedArticles();
  const shown = useDeferredValue(shownPartnerArticles(partnerArticles));
  const items = useMemo(() => articleListItems(articles, shown, filter), [shown, filter]);
  return (
    <>
      <ArticleGrid items={items} onFilterChange={onFilterChange} />
      {error ? (
        <Typography component="p" variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
          Partner articles could not be loaded right now.
        </Typography>
      ) : null}
    </>
  );
}

export function ArticlesPage() {
  useDocumentTitle(pageMeta[paths.articles].title);
  const [filter, setFilter] = useState<ArticleFilter>('All');

  return (
    <PageContainer
      title="Articles"
      subtitle="Insights on DeFi, NFTs, trading and blockchain growth"
      actions={<FollowOnLinkedInButton />}
    >
      <ArticleCategoryFilter value={filter} onChange={setFilter} />
      <ArticleList filter={filter} onFilterChange={setFilter} />
    </PageContainer>
  );
}
