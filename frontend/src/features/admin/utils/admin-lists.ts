import type { ProjectSubmission } from '../../../lib/api-types';
import { ARTICLE_CATEGORIES } from '../../partner/utils/article-categories';
import { LISTING_TYPES, SUBMISSION_CATEGORIES } from '../../submit-project/utils/submission-options';
import { adminEndpoints } from '../api/admin-endpoints';
import { auditActionLabel, AUDIT_ACTIONS, AUDIT_TARGET_TYPES, targetTypeLabel } from './audit-actions';
import { directoryCategoryName, DIRECTORY_CATEGORIES } from './category-names';
import type { ListFilter, ListFilterOption, ListSpec } from './list-state';
import { listingTypeName } from './submission-labels';
import { roleLabel, TWO_FACTOR_STATES, twoFactorLabel, USER_ROLES, USER_STATES, userStateLabel } from './user-filters';

const named = (values: readonly string[], label: (value: string) => string = (value) => value): ListFilterOption[] =>
  values.map((value) => ({ value, label: label(value) }));

const SUBMISSION_STATUSES: readonly ProjectSubmission['verificationStatus'][] = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
];

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function filter<Key extends string>(
  key: Key,
  label: string,
  allLabel: string,
  options: ListFilterOption[],
): ListFilter<Key> {
  return { key, label, allLabel, options };
}

// Review queues read oldest first, records newest first (the admin-lists contract).
export const ADMIN_LISTS = {
  partners: {
    prefix: 'partners',
    endpoint: adminEndpoints.pendingPartners,
    searchLabel: 'Search company, website, referral code or owner',
    filters: [],
    defaultSort: 'oldest',
    dateRange: true,
  },
  projects: {
    prefix: 'projects',
    endpoint: adminEndpoints.pendingProjects,
    searchLabel: 'Search name or description',
    filters: [filter('category', 'Category', 'All categories', named(DIRECTORY_CATEGORIES, directoryCategoryName))],
    defaultSort: 'oldest',
    dateRange: true,
  },
  verifiedProjects: {
    prefix: 'verified',
    endpoint: adminEndpoints.verifiedProjects,
    searchLabel: 'Search verified projects by name or description',
    filters: [filter('category', 'Category', 'All categories', named(DIRECTORY_CATEGORIES, directoryCategoryName))],
    defaultSort: 'newest',
    dateRange: true,
  },
  articles: {
    prefix: 'articles',
    endpoint: adminEndpoints.pendingArticles,
    searchLabel: 'Search title, excerpt or author',
    filters: [filter('category', 'Category', 'All categories', named(ARTICLE_CATEGORIES))],
    defaultSort: 'oldest',
    dateRange: true,
  },
  submissions: {
    prefix: 'submissions',
    endpoint: adminEndpoints.allSubmissions,
    searchLabel: 'Search project, description or website',
    filters: [
      filter('status', 'Status', 'All statuses', named(SUBMISSION_STATUSES, capitalised)),
      filter('category', 'Category', 'All categories', named(SUBMISSION_CATEGORIES)),
      filter('listingType', 'Listing', 'All listings', named(LISTING_TYPES, listingTypeName)),
    ],
    defaultSort: 'oldest',
    dateRange: true,
    exportEndpoint: adminEndpoints.submissionsExport,
    exportFileName: 'project-submissions.csv',
  },
  messages: {
    prefix: 'messages',
    endpoint: adminEndpoints.contactMessages,
    searchLabel: 'Search name, email, company or message',
    filters: [],
    defaultSort: 'newest',
    dateRange: true,
    exportEndpoint: adminEndpoints.contactMessagesExport,
    exportFileName: 'contact-messages.csv',
  },
  subscribers: {
    prefix: 'subscribers',
    endpoint: adminEndpoints.subscribers,
    searchLabel: 'Search email',
    filters: [filter('status', 'Status', 'All statuses', named(['pending', 'active', 'unsubscribed'], capitalised))],
    defaultSort: 'newest',
    dateRange: true,
    exportEndpoint: adminEndpoints.subscribersExport,
    exportFileName: 'newsletter-subscribers.csv',
  },
  audit: {
    prefix: 'audit',
    endpoint: adminEndpoints.audit,
    searchLabel: 'Search notes or target',
    filters: [
      filter('action', 'Action', 'All actions', named(AUDIT_ACTIONS, auditActionLabel)),
      filter('targetType', 'Target', 'All targets', named(AUDIT_TARGET_TYPES, targetTypeLabel)),
    ],
    defaultSort: 'newest',
    dateRange: true,
    exportEndpoint: adminEndpoints.auditExport,
    exportFileName: 'audit-log.csv',
  },
  conversions: {
    prefix: 'conversions',
    endpoint: adminEndpoints.referralConversions,
    searchLabel: 'Search username, referral code, company or address',
    // Without a status the server answers the review queue: flagged conversions.
    filters: [filter('status', 'Status', 'Flagged, to review', named(['counted', 'voided'], capitalised))],
    defaultSort: 'oldest',
    dateRange: true,
  },
  users: {
    prefix: 'users',
    endpoint: adminEndpoints.users,
    searchLabel: 'Search username, email or wallet',
    filters: [
      filter('role', 'Role', 'All roles', named(USER_ROLES, roleLabel)),
      filter('status', 'Status', 'All accounts', named(USER_STATES, userStateLabel)),
      filter('twoFactor', 'Two-factor', 'Any two-factor', named(TWO_FACTOR_STATES, twoFactorLabel)),
    ],
    defaultSort: 'newest',
    dateRange: true,
  },
  outbox: { prefix: 'outbox', endpoint: adminEndpoints.outbox, filters: [] },
} as const satisfies Record<string, ListSpec>;
