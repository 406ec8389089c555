import { useMemo } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublishedArticle } from '../api/use-published-article';
import type { PublishedArticle } from '../../../lib/api-types';
import { guardArticleHtml } from '../article-html-guard';
import { partnerListItem } from '../article-list-items';
import { ArticleLoading, ArticleNotFound, ArticleUnavailable } from './ArticleDetailStates';
import { ArticleView, type ArticleDetailView } from './ArticleView';

function partnerDetailView(article: PublishedArticle, safeHtml: string): ArticleDetailView {
  const { title, category, readTime, date, excerpt, imageUrl, imageAlt } = partnerListItem(article);
  return {
    title,
    category,
    readTime,
    date,
    excerpt,
    imageUrl,
    imageAlt,
    author: article.author,
    html: safeHtml,
    partner: true,
  };
}

export function PartnerArticleDetail({ id }: { id: number }) {
  const { article, error, isNotFound } = usePublishedArticle(id);
  const safeHtml = useMemo(() => (article ? guardArticleHtml(article.content) : ''), [article]);
  const failedTitle = isNotFound ? 'Article Not Found' : 'Article Unavailable';
  useDocumentTitle(article?.title ?? (error ? failedTitle : 'Articles'));

  if (article) return <ArticleView article={partnerDetailView(article, safeHtml)} />;
  if (isNotFound) return <ArticleNotFound />;
  if (error) return <ArticleUnavailable />;
  return <ArticleLoading />;
}
