/** A partner article an admin has published (GET /api/articles). */
export interface PublishedArticle {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  /** HTML the server sanitized with an allow-list; still guarded again before rendering. */
  content: string;
  imageUrl: string | null;
  /** The partner's company name. */
  author: string;
  publishedAt: string;
}

export const publishedArticleEndpoints = {
  list: '/api/articles',
  one: (id: number) => `/api/articles/${id}`,
} as const;
