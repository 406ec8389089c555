export const adminEndpoints = {
  pendingPartners: '/api/admin/partners/pending',
  pendingProjects: '/api/admin/projects/pending',
  pendingArticles: '/api/admin/articles/pending',
  allSubmissions: '/api/project-submissions/all',
  partnerDecision: (id: number) => `/api/admin/partners/${id}/approve`,
  projectDecision: (id: number) => `/api/admin/projects/${id}/verify`,
  articleDecision: (id: number) => `/api/admin/articles/${id}/publish`,
  submissionDecision: (id: number) => `/api/project-submissions/${id}/status`,
  audit: '/api/admin/audit',
  contactMessages: '/api/admin/contact-messages',
  contactMessagesExport: '/api/admin/contact-messages/export',
  subscribers: '/api/admin/newsletter-subscribers',
  subscribersExport: '/api/admin/newsletter-subscribers/export',
} as const;

/** The moderation queues behind the counters; every decision re-fetches all of them. */
export const MODERATION_QUEUE_KEYS: readonly string[] = [
  adminEndpoints.pendingPartners,
  adminEndpoints.pendingProjects,
  adminEndpoints.pendingArticles,
  adminEndpoints.allSubmissions,
];

export function pagedKey(base: string, page: number, pageSize: number): string {
  return `${base}?page=${page}&pageSize=${pageSize}`;
}

/** True for the queues and for any page of the audit log, which each decision changes. */
export function isAffectedByDecision(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  return MODERATION_QUEUE_KEYS.includes(key) || key === adminEndpoints.audit || key.startsWith(`${adminEndpoints.audit}?`);
}
