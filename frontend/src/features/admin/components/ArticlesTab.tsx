import Chip from '@mui/material/Chip';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { SectionCard } from '../../../components/SectionCard';
import type { PendingArticle } from '../../../lib/api-types';
import type { QueueState } from '../api/use-moderation-queues';
import { useModerationDecision } from '../hooks/use-moderation-decision';
import { formatDate } from '../utils/date-format';
import { ARTICLE_EXCERPT_LIMIT, truncate } from '../utils/truncate';
import { DecisionActions, DecisionProblemAlert } from './DecisionActions';
import { CardText, ModerationCard } from './ModerationCard';
import { QueueList } from './QueueList';

export function ArticlesTab({ queue }: { queue: QueueState<PendingArticle> }) {
  const decision = useModerationDecision('article');
  return (
    <SectionCard title="Pending articles" description="Published articles appear on the public articles page.">
      <DecisionProblemAlert decision={decision} />
      <QueueList
        label="Pending articles"
        items={queue.items}
        error={queue.error}
        retry={queue.retry}
        emptyText="No pending articles"
        emptyIcon={<ArticleOutlinedIcon />}
        renderItem={(article) => (
          <ModerationCard
            titleId={`admin-article-${article.id}`}
            title={article.title}
            badges={<Chip size="small" variant="outlined" color="secondary" label={article.category} />}
            meta={`By ${article.author} · Submitted ${formatDate(article.createdAt)}`}
            actions={<DecisionActions kind="article" id={article.id} subject={article.title} decision={decision} />}
          >
            <CardText title={article.excerpt}>{truncate(article.excerpt, ARTICLE_EXCERPT_LIMIT)}</CardText>
          </ModerationCard>
        )}
      />
    </SectionCard>
  );
}
