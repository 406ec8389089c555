export const publishedArticleEndpoints = {
  list: '/api/articles',
  one: (id: number) => `/api/articles/${id}`,
} as const;
