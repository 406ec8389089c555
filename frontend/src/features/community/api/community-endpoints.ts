export const communityEndpoints = {
  insights: '/api/project-insights',
} as const;
