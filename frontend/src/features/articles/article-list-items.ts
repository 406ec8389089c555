import { ARTICLE_FALLBACK_IMAGE, articleCategories, type ArticleFilter } from '../../content/articles';
import type { ArticleCard } from '../../content/types';
import { IMAGE_SCHEMES, isSafeUrl } from '@app/article-html';
import type { PublishedArticle } from '../../lib/api-types';

const PARTNER_ROUTE_PREFIX = 'partner-';
// Article ids are PostgreSQL integers; anything larger cannot exist.
const MAX_ARTICLE_ID = 2_147_483_647;
const WORDS_PER_MINUTE = 200;

interface ArticleSummary {
  /** The `:id` of /articles/:id. */
  routeId: string;
  title: string;
  category: string;
  excerpt: string;
  readTime: string;
  date: string;
  imageUrl: string;
  imageAlt: string;
}

/** One card of the article list: a fixed article or a published partner article. */
export type ArticleListItem =
  | (ArticleSummary & { source: 'fixed'; linkedinUrl: string })
  | (ArticleSummary & { source: 'partner'; author: string });

export function partnerArticleRouteId(id: number | string): string {
  return `${PARTNER_ROUTE_PREFIX}${id}`;
}

/** The partner article id in a route id like 'partner-12', or null when it is not one. */
/** The route id of a published partner article; its one group is the article's id. */
export const PARTNER_ARTICLE_ROUTE_ID = /^partner-([1-9]\d{0,9})$/;

export function parsePartnerArticleId(routeId: string | undefined): number | null {
  const match = PARTNER_ARTICLE_ROUTE_ID.exec(routeId ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id <= MAX_ARTICLE_ID ? id : null;
}

/** Fixed categories in their usual spelling ('defi' reads 'DeFi'); other categories as written. */
export function displayCategory(category: string): string {
  const trimmed = category.trim();
  const known = articleCategories.find((name) => name !== 'All' && name.toLowerCase() === trimmed.toLowerCase());
  return known ?? trimmed;
}

/** Categories outside the filter buttons show only under 'All'. */
export function matchesArticleFilter(category: string, filter: ArticleFilter): boolean {
  return filter === 'All' || displayCategory(category) === filter;
}

export function estimateReadTime(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/** 'Nov 12, 2026', the fixed articles' date style; empty when the date cannot be read. */
export function formatArticleDate(isoDate: string, timeZone?: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date);
}

export function partnerImageUrl(imageUrl: string | null): string {
  return imageUrl && isSafeUrl(imageUrl, IMAGE_SCHEMES) ? imageUrl : ARTICLE_FALLBACK_IMAGE;
}

export function fixedListItem(article: ArticleCard): ArticleListItem {
  return {
    source: 'fixed',
    routeId: String(article.id),
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    readTime: article.readTime,
    date: article.date,
    imageUrl: article.imageUrl,
    imageAlt: article.imageAlt ?? article.title,
    linkedinUrl: article.linkedinUrl,
  };
}

export function partnerListItem(article: PublishedArticle): ArticleListItem {
  return {
    source: 'partner',
    routeId: partnerArticleRouteId(article.id),
    title: article.title,
    category: displayCategory(article.category),
    excerpt: article.excerpt,
    readTime: estimateReadTime(article.content),
    date: formatArticleDate(article.publishedAt),
    imageUrl: partnerImageUrl(article.imageUrl),
    imageAlt: article.title,
    author: article.author,
  };
}

const NO_PARTNER_ARTICLES: readonly PublishedArticle[] = [];

/**
 * The partner articles a list shows: no answer yet and an empty answer (the usual one) are the
 * same list, so a list memoised on it stays as it is when an empty answer arrives.
 */
export function shownPartnerArticles(partner: readonly PublishedArticle[] | undefined): readonly PublishedArticle[] {
  return partner?.length ? partner : NO_PARTNER_ARTICLES;
}

/**
 * The fixed articles first, so they never move when partner articles arrive late; then the
 * partner articles in the server's order (newest first).
 */
export function articleListItems(
  fixed: readonly ArticleCard[],
  partner: readonly PublishedArticle[] | undefined,
  filter: ArticleFilter,
): ArticleListItem[] {
  return [...fixed.map(fixedListItem), ...(partner ?? []).map(partnerListItem)].filter((item) =>
    matchesArticleFilter(item.category, filter),
  );
}
