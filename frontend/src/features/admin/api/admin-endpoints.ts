import type { ApiPath } from '../../../lib/api-client';

/**
 * The admin lists' paths, as the API document names them (none takes a path parameter, so each
 * is also the list's URL without a query): each list's pages are SWR keys of this path plus a
 * query, and cache invalidation matches keys by it. A path the API does not have fails to compile.
 */
export const adminEndpoints = {
  pendingPartners: '/api/admin/partners/pending',
  pendingProjects: '/api/admin/projects/pending',
  verifiedProjects: '/api/admin/projects/verified',
  pendingArticles: '/api/admin/articles/pending',
  allSubmissions: '/api/project-submissions/all',
  submissionsExport: '/api/project-submissions/all/export',
  audit: '/api/admin/audit',
  auditExport: '/api/admin/audit/export',
  contactMessages: '/api/admin/contact-messages',
  contactMessagesExport: '/api/admin/contact-messages/export',
  subscribers: '/api/admin/newsletter-subscribers',
  subscribersExport: '/api/admin/newsletter-subscribers/export',
  users: '/api/admin/users',
  referralConversions: '/api/admin/referral-conversions',
  outbox: '/api/admin/outbox',
} as const satisfies Record<string, ApiPath>;

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
