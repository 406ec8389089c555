import { apiKey } from '../../../lib/api-client';

/**
 * The admin lists' paths without a query, from the typed client: each list's pages are SWR keys
 * of this path plus a query, and cache invalidation matches keys by it.
 */
export const adminEndpoints = {
  pendingPartners: apiKey('/api/admin/partners/pending'),
  pendingProjects: apiKey('/api/admin/projects/pending'),
  verifiedProjects: apiKey('/api/admin/projects/verified'),
  pendingArticles: apiKey('/api/admin/articles/pending'),
  allSubmissions: apiKey('/api/project-submissions/all'),
  submissionsExport: apiKey('/api/project-submissions/all/export'),
  audit: apiKey('/api/admin/audit'),
  auditExport: apiKey('/api/admin/audit/export'),
  contactMessages: apiKey('/api/admin/contact-messages'),
  contactMessagesExport: apiKey('/api/admin/contact-messages/export'),
  subscribers: apiKey('/api/admin/newsletter-subscribers'),
  subscribersExport: apiKey('/api/admin/newsletter-subscribers/export'),
  users: apiKey('/api/admin/users'),
  referralConversions: apiKey('/api/admin/referral-conversions'),
  outbox: apiKey('/api/admin/outbox'),
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
