import { useParams } from 'react-router-dom';
import { findArticle } from '../../../content/articles';
import type { Article } from '../../../content/types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parsePartnerArticleId } from '../article-list-items';
import { ArticleNotFound } from './ArticleDetailStates';
import { ArticleView, type ArticleDetailView } from './ArticleView';
import { PartnerArticleDetail } from './PartnerArticleDetail';

function fixedDetailView(article: Article): ArticleDetailView {
  return {
    title: article.title,
    category: article.category,
    readTime: article.readTime,
    date: article.date,
    excerpt: article.excerpt,
    author: article.author,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt ?? article.title,
    html: article.content,
    linkedinUrl: article.linkedinUrl,
    partner: false,
  };
}

function FixedArticleDetail({ id }: { id: string | undefined }) {
  const article = findArticle(id);
  useDocumentTitle(article ? article.title : 'Article Not Found');
  return article ? <ArticleView article={fixedDetailView(article)} /> : <ArticleNotFound />;
}

/** /articles/1..6 are the fixed articles; /articles/partner-{id} are published partner articles. */
export function ArticleDetailPage() {
  const { id } = useParams();
  const partnerId = parsePartnerArticleId(id);
  return partnerId === null ? <FixedArticleDetail id={id} /> : <PartnerArticleDetail key={partnerId} id={partnerId} />;
}
