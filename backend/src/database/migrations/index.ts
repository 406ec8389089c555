import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { ContactAndNewsletter1763700100000 } from './1763700100000-contact-and-newsletter';
import { PartnerPortal1763700200000 } from './1763700200000-partner-portal';
import { ProjectsAndModeration1763700300000 } from './1763700300000-projects-and-moderation';
import { ProjectInsights1763700400000 } from './1763700400000-project-insights';
import { ChangeNotifications1763700500000 } from './1763700500000-change-notifications';
import { SampleVolumesOverThirtyDays1763700600000 } from './1763700600000-sample-volumes-over-thirty-days';
import { CachedTableTriggers1763700700000 } from './1763700700000-cached-table-triggers';
import { Notifications1763700800000 } from './1763700800000-notifications';
import { NewsletterDoubleOptIn1763700900000 } from './1763700900000-newsletter-double-opt-in';
import { AccountTokens1763701000000 } from './1763701000000-account-tokens';
import { TwoFactor1763701200000 } from './1763701200000-two-factor';
import { SessionOwner1763701100000 } from './1763701100000-session-owner';
import { ApiTokens1763701300000 } from './1763701300000-api-tokens';
import { DisabledAccounts1763701400000 } from './1763701400000-disabled-accounts';
import { SubmissionLifecycle1763701600000 } from './1763701600000-submission-lifecycle';
import { ArticleSubmissionLifecycle1763701610000 } from './1763701610000-article-submission-lifecycle';
import { PartnerProfileStatuses1763701620000 } from './1763701620000-partner-profile-statuses';
import { PartnerProfileLifecycle1763701621000 } from './1763701621000-partner-profile-lifecycle';
import { AdminListIndexes1763701500000 } from './1763701500000-admin-list-indexes';
import { ListingTiers1763701640000 } from './1763701640000-listing-tiers';
import { AuditBeforeAfter1763701660000 } from './1763701660000-audit-before-after';
import { DecisionNoteTemplates1763701680000 } from './1763701680000-decision-note-templates';
import { CachedAdminLists1763701700000 } from './1763701700000-cached-admin-lists';
import { UsersKeyset1763701710000 } from './1763701710000-users-keyset';
import { ModerationClaims1763701690000 } from './1763701690000-moderation-claims';
import { CachedClaims1763701720000 } from './1763701720000-cached-claims';
import { ReferralAnalytics1763701800000 } from './1763701800000-referral-analytics';
import { ConversionWebhooks1763701830000 } from './1763701830000-conversion-webhooks';
import { CachedPastRollups1763701840000 } from './1763701840000-cached-past-rollups';
import { CachedPartnerProfiles1763701850000 } from './1763701850000-cached-partner-profiles';
import { ClaimsNotifyPerRow1763701860000 } from './1763701860000-claims-notify-per-row';
import { JobQueueActiveIndex1763701865000 } from './1763701865000-job-queue-active-index';
import { Wallets1763701900000 } from './1763701900000-wallets';
import { UnloggedShortLivedTables1763701910000 } from './1763701910000-unlogged-short-lived-tables';
import { ProjectOwnership1763900000000 } from './1763900000000-project-ownership';
import { ListingQuotes1764000000000 } from './1764000000000-listing-quotes';
import { CachedPublishedArticles1764100000000 } from './1764100000000-cached-published-articles';
import { PreviewCards1764110000000 } from './1764110000000-preview-cards';

export const migrations = [
  InitialSchema1763700000000,
  ContactAndNewsletter1763700100000,
  PartnerPortal1763700200000,
  ProjectsAndModeration1763700300000,
  ProjectInsights1763700400000,
  ChangeNotifications1763700500000,
  SampleVolumesOverThirtyDays1763700600000,
  CachedTableTriggers1763700700000,
  Notifications1763700800000,
  NewsletterDoubleOptIn1763700900000,
  AccountTokens1763701000000,
  TwoFactor1763701200000,
  SessionOwner1763701100000,
  ApiTokens1763701300000,
  DisabledAccounts1763701400000,
  AdminListIndexes1763701500000,
  SubmissionLifecycle1763701600000,
  ArticleSubmissionLifecycle1763701610000,
  PartnerProfileStatuses1763701620000,
  PartnerProfileLifecycle1763701621000,
  ListingTiers1763701640000,
  AuditBeforeAfter1763701660000,
  DecisionNoteTemplates1763701680000,
  CachedAdminLists1763701700000,
  UsersKeyset1763701710000,
  ModerationClaims1763701690000,
  CachedClaims1763701720000,
  ReferralAnalytics1763701800000,
  ConversionWebhooks1763701830000,
  CachedPastRollups1763701840000,
  CachedPartnerProfiles1763701850000,
  ClaimsNotifyPerRow1763701860000,
  JobQueueActiveIndex1763701865000,
  Wallets1763701900000,
  UnloggedShortLivedTables1763701910000,
  ProjectOwnership1763900000000,
  ListingQuotes1764000000000,
  CachedPublishedArticles1764100000000,
  PreviewCards1764110000000,
];
