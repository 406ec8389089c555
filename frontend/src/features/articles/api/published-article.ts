import { apiKey } from '../../../lib/api-client';

export const publishedArticleEndpoints = {
  list: apiKey('/api/articles'),
  one: (id: number) => apiKey('/api/articles/{id}', { params: { path: { id } } }),
} as const;
