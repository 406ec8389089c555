// Names for the API's request and response types. Every type here is an alias or a derivation of
// api-schema.d.ts, which `npm run api-types` generates from docs/openapi.json: change a shape in
// the backend DTOs, never here.
import type { ApiKey } from './api-client';
import type { components, operations } from './api-schema';

type Schemas = components['schemas'];

/** The `{ success, data }` envelope of JSON success answers, here around `Data`. */
export type ApiSuccess<Data> = Omit<
  operations['listProjects']['responses'][200]['content']['application/json'],
  'data'
> & {
  data: Data;
};

export type ApiErrorBody = Schemas['ErrorResponseDto'];

export type SessionUser = Schemas['SessionUserDto'];
export type Role = SessionUser['role'];
export type AuthResponse = Schemas['AuthResponseDto'];
export type Credentials = Schemas['LoginDto'];
export type LoginResponse = Schemas['LoginResponseDto'];
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
export type TwoFactorSetup = Schemas['TwoFactorSetupDto'];
export type RecoveryCodes = Schemas['RecoveryCodesDto'];
export type TwoFactorConfirmRequest = Schemas['TwoFactorConfirmDto'];

export type AccountEmail = Schemas['AccountEmailDto'];
export type ChangeAccountEmailRequest = Schemas['ChangeAccountEmailDto'];
export type NotificationPreference = Schemas['NotificationPreferenceDto'];
export type AccountSession = Schemas['AccountSessionDto'];
export type RevokedSessions = Schemas['RevokedSessionsDto'];
export type ChangePasswordRequest = Schemas['ChangePasswordDto'];
export type PasswordStatus = Schemas['PasswordStatusDto'];
export type PasswordResetRequest = Schemas['RequestPasswordResetDto'];
export type PasswordResetConfirmation = Schemas['ConfirmPasswordResetDto'];
export type PasswordResetAnswer = Schemas['PasswordResetAnswerDto'];
export type ApiToken = Schemas['ApiTokenDto'];
export type ApiTokenScope = ApiToken['scope'];
export type CreatedApiToken = Schemas['CreatedApiTokenDto'];
export type WalletOptions = Schemas['WalletOptionsDto'];
export type WalletSignInFields = Schemas['WalletSignInRequestDto'];
export type WalletProof = Schemas['WalletProofDto'];
export type WalletLoginResponse = Schemas['WalletLoginResponseDto'];
export type NewWallet = Schemas['NewWalletDto'];
export type Wallet = Schemas['WalletDto'];
export type PayoutAddressState = Schemas['PayoutAddressStateDto'];
export type PayoutAddressChange = Schemas['PayoutAddressChangeDto'];
export type ChangePayoutAddressRequest = Schemas['ChangePayoutAddressDto'];
export type CreateApiTokenRequest = Schemas['CreateApiTokenDto'];

export type ContactMessageRequest = Schemas['ContactMessageDto'];
export type NewsletterSubscriptionRequest = Schemas['NewsletterSubscriptionDto'];
export type NewsletterConfirmationRequest = Schemas['NewsletterConfirmationDto'];
export type NewsletterUnsubscribeRequest = Schemas['NewsletterUnsubscribeDto'];
export type NewsletterStatus = Schemas['NewsletterStatusDto']['status'];

export type PartnerProfile = Schemas['PartnerProfileDto'];
export type PartnerStatus = PartnerProfile['status'];
/** The client always sends every field of the profile form. */
export type NewPartnerProfile = Required<Schemas['CreatePartnerProfileDto']>;

export type Referral = Schemas['ReferralDto'];
/** A partner's clicks and conversions per day (GET /api/referrals/stats; the CSV export takes the same query). */
export type ReferralStats = Schemas['ReferralStatsDto'];

/** The partner's conversion webhook endpoint with its signing secret. */
export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
export type WebhookDeliveryStatus = WebhookDelivery['status'];

export type Campaign = Schemas['CampaignDto'];
export type CampaignStatus = Campaign['status'];
/** The client always sends every field of the campaign form. */
export type NewCampaign = Required<Schemas['CreateCampaignDto']>;
export type CampaignStatusRequest = Schemas['ChangeCampaignStatusDto'];

export type ArticleSubmission = Schemas['ArticleSubmissionDto'];
/** The review states of article and project submissions. */
export type SubmissionStatus = ArticleSubmission['status'];
/** The client always sends every field of the article form. */
export type NewArticleSubmission = Required<Schemas['SubmitArticleDto']>;

export type ProjectSubmission = Schemas['ProjectSubmissionDto'];
export type SubmissionCategory = ProjectSubmission['category'];
export type ListingType = ProjectSubmission['listingType'];
export type PaymentStatus = ProjectSubmission['paymentStatus'];
/** The client always sends every field the spec names for a project submission. */
export type NewProjectSubmission = Required<Schemas['SubmitProjectDto']>;
/** A submission's contracts, ownership proofs and registered signers (GET /api/project-submissions/{id}/ownership). */
export type ProjectOwnership = Schemas['OwnershipDto'];
export type ProjectContract = Schemas['ProjectContractDto'];
export type OwnershipProof = Schemas['OwnershipProofDto'];
export type RegisteredSigner = Schemas['RegisteredSignerDto'];
export type OwnershipChallenge = Schemas['OwnershipChallengeDto'];
/** One entry of a submitted item's history (GET /api/project-submissions/{id}/timeline). */
export type TimelineEntry = Schemas['TimelineEventDto'];
/** The key of a submitted item's timeline read: its project submission, article submission or partner profile. */
export type TimelineKey = ApiKey<
  | '/api/project-submissions/{id}/timeline'
  | '/api/article-submissions/{id}/timeline'
  | '/api/partner/profile/{id}/timeline'
>;
export type ReasonCode = NonNullable<ProjectSubmission['reasonCode']>;
/** An admin's record of a featured or verified listing's payment (POST /api/project-submissions/{id}/payment). */
export type RecordPaymentRequest = Schemas['RecordPaymentDto'];
export type RecordedPayment = Schemas['RecordedPaymentDto'];
export type ListingPaymentState = Schemas['ListingPaymentStateDto'];
export type ListingQuote = Schemas['ListingQuoteDto'];
export type ChainPayment = Schemas['ChainPaymentDto'];
export type IssueQuoteRequest = Schemas['IssueQuoteDto'];
export type IssuedQuote = Schemas['IssuedQuoteDto'];

export type PublishedArticle = Schemas['PublishedArticleDto'];

/** A project of the public directory (GET /api/projects): seeded samples plus approved submissions. */
export type DirectoryProject = Schemas['ProjectDto'];
export type DirectoryCategory = DirectoryProject['category'];

export type ProjectInsight = Schemas['ProjectInsightDto'];

export type LeaderboardEntry = Schemas['LeaderboardEntryDto'];
export type LeaderboardMetric = LeaderboardEntry['metricType'];

export type PendingPartner = Schemas['PendingPartnerDto'];
export type PendingProject = Schemas['PendingProjectDto'];
export type VerifiedProject = Schemas['VerifiedProjectDto'];
export type PendingArticle = Schemas['PendingArticleDto'];

export type PartnerDecisionRequest = Schemas['ApprovePartnerDto'];
export type ProjectDecisionRequest = Schemas['VerifyProjectDto'];
export type ArticleDecisionRequest = Schemas['PublishArticleDto'];
export type SubmissionDecisionRequest = Schemas['DecideProjectSubmissionDto'];
/** Several pending items of one queue decided with one note (POST /api/admin/bulk-decisions), one result per item. */
export type BulkDecisionRequest = Schemas['BulkDecisionDto'];
export type BulkDecisionResult = Schemas['BulkDecisionResultDto'];
export type BulkPaymentRequest = Schemas['BulkPaymentDto'];
export type BulkPaymentResult = Schemas['BulkPaymentResultDto'];
/** An admin's claim on a pending queue item (POST /api/admin/claims); each pending item answers its holder. */
export type ClaimHolder = Schemas['ClaimHolderDto'];
export type QueueClaim = Schemas['ClaimDto'];
export type ClaimRequest = Schemas['ClaimRequestDto'];
export type DecisionResult =
  | Schemas['PartnerDecisionDto']
  | Schemas['ProjectDecisionDto']
  | Schemas['ArticleDecisionDto']
  | Schemas['ProjectSubmissionDecisionDto'];

export type AuditEntry = Schemas['AuditEntryDto'];
export type ContactMessage = Schemas['ContactMessageViewDto'];
export type NewsletterSubscriber = Schemas['SubscriberViewDto'];

export type AppNotification = Schemas['NotificationDto'];
export type UnreadNotificationCount = Schemas['UnreadCountDto'];
export type NotificationsMarkedRead = Schemas['MarkedReadDto'];

export type OutboxEntry = Schemas['OutboxEntryDto'];
export type OutboxMessage = Schemas['OutboxMessageDto'];

export type AdminUser = Schemas['AdminUserDto'];
export type ListedUser = Schemas['ListedUserDto'];
export type ReferralConversion = Schemas['ReferralConversionDto'];
export type PasswordResetLink = Schemas['PasswordResetLinkDto'];
export type DeleteAccountRequest = Schemas['DeleteAccountDto'];
export type AccountDeleted = Schemas['AccountDeletedDto'];
