import { apiKey } from '../../../lib/api-client';

export const communityEndpoints = {
  insights: apiKey('/api/project-insights'),
} as const;
