import Chip from '@mui/material/Chip';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { SectionCard } from '../../../components/SectionCard';
import type { PendingArticle } from '../../../lib/api-types';
import { READ_FAILURES } from '../../../lib/read-failures';
import { useKeysetList } from '../api/use-keyset-list';
import { useBulkDecision } from '../hooks/use-bulk-decision';
import { useModerationDecision } from '../hooks/use-moderation-decision';
import { ADMIN_LISTS } from '../utils/admin-lists';
import { formatDate } from '../utils/date-format';
import { ARTICLE_EXCERPT_LIMIT, truncate } from '../utils/truncate';
import { DecisionActions, DecisionProblemAlert } from './DecisionActions';
import { ItemHistoryToggle } from './ItemHistoryToggle';
import { KeysetListBody } from './KeysetListBody';
import { ListFilterBar } from './ListFilterBar';
import { CardText, ModerationCard } from './ModerationCard';
import { QueueList } from './QueueList';
import { BulkResultAlert } from './BulkDecisionBar';
import { apiKey } from '../../../lib/api-client';

export function ArticlesTab({ enabled }: { enabled: boolean }) {
  const list = useKeysetList<PendingArticle>(ADMIN_LISTS.articles, READ_FAILURES.pendingArticles, enabled);
  const decision = useModerationDecision('article');
  const bulk = useBulkDecision('article');
  return (
    <SectionCard title="Pending articles" description="Published articles appear on the public articles page.">
      <DecisionProblemAlert decision={decision} />
      <BulkResultAlert bulk={bulk} />
      <ListFilterBar list={list} />
      <KeysetListBody
        list={list}
        label="Pending articles"
        emptyText="No pending articles"
        emptyIcon={<ArticleOutlinedIcon />}
      >
        {(items) => (
          <QueueList
            label="Pending articles"
            items={items}
            selection={{ bulk, subjectOf: (article) => article.title }}
            renderItem={(article) => (
              <ModerationCard
                titleId={`admin-article-${article.id}`}
                title={article.title}
                badges={<Chip size="small" variant="outlined" color="secondary" label={article.category} />}
                meta={`${article.requestId} · By ${article.author} · Submitted ${formatDate(article.createdAt)}`}
                actions={<DecisionActions kind="article" id={article.id} subject={article.title} decision={decision} />}
              >
                <CardText title={article.excerpt}>{truncate(article.excerpt, ARTICLE_EXCERPT_LIMIT)}</CardText>
                <ItemHistoryToggle
                  idPrefix={`admin-article-${article.id}`}
                  timelineUrl={apiKey('/api/article-submissions/{id}/timeline', {
                    params: { path: { id: article.id } },
                  })}
                />
              </ModerationCard>
            )}
          />
        )}
      </KeysetListBody>
    </SectionCard>
  );
}
