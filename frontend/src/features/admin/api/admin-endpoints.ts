export const adminEndpoints = {
  pendingPartners: '/api/admin/partners/pending',
  pendingProjects: '/api/admin/projects/pending',
  verifiedProjects: '/api/admin/projects/verified',
  pendingArticles: '/api/admin/articles/pending',
  allSubmissions: '/api/project-submissions/all',
  submissionsExport: '/api/project-submissions/all/export',
  partnerDecision: (id: number) => `/api/admin/partners/${id}/approve`,
  projectDecision: (id: number) => `/api/admin/projects/${id}/verify`,
  articleDecision: (id: number) => `/api/admin/articles/${id}/publish`,
  submissionDecision: (id: number) => `/api/project-submissions/${id}/status`,
  audit: '/api/admin/audit',
  auditExport: '/api/admin/audit/export',
  contactMessages: '/api/admin/contact-messages',
  contactMessagesExport: '/api/admin/contact-messages/export',
  subscribers: '/api/admin/newsletter-subscribers',
  subscribersExport: '/api/admin/newsletter-subscribers/export',
} as const;

/** The moderation queues (and the verified projects); every decision re-reads every page and total of them, and the audit log. */
const DECIDED_LISTS: readonly string[] = [
  adminEndpoints.pendingPartners,
  adminEndpoints.pendingProjects,
  adminEndpoints.verifiedProjects,
  adminEndpoints.pendingArticles,
  adminEndpoints.allSubmissions,
  adminEndpoints.audit,
];

/** True for any page (any query) of the queues and of the audit log, which each decision changes. */
export function isAffectedByDecision(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const path = key.split('?')[0];
  return DECIDED_LISTS.includes(path);
}
