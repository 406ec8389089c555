export const communityEndpoints = {
  insights: '/api/project-insights',
  projects: '/api/projects',
} as const;
