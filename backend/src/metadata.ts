/**
 * Generated from the DTO classes by `npm run swagger-metadata` (the @nestjs/swagger CLI plugin's
 * ReadonlyVisitor). Do not edit: change a DTO, then run `npm run generate` at the root.
 */
/* eslint-disable */
export default async () => {
    const t = {
        ["./common/http/review-state.dto"]: await import("./common/http/review-state.dto.js"),
        ["./kernel/http/error-response.dto"]: await import("./kernel/http/error-response.dto.js"),
        ["./modules/admin/http/dto/admin-users.dto"]: await import("./modules/admin/http/dto/admin-users.dto.js"),
        ["./modules/admin/http/dto/listing-payment.dto"]: await import("./modules/admin/http/dto/listing-payment.dto.js"),
        ["./modules/auth/http/dto/auth-response.dto"]: await import("./modules/auth/http/dto/auth-response.dto.js"),
        ["./modules/auth/http/dto/wallet.dto"]: await import("./modules/auth/http/dto/wallet.dto.js"),
        ["./modules/campaigns/http/dto/campaign.dto"]: await import("./modules/campaigns/http/dto/campaign.dto.js"),
        ["./modules/health/readiness.dto"]: await import("./modules/health/readiness.dto.js"),
        ["./modules/notifications/http/dto/notification.dto"]: await import("./modules/notifications/http/dto/notification.dto.js"),
        ["./modules/ownership/http/dto/ownership.dto"]: await import("./modules/ownership/http/dto/ownership.dto.js"),
        ["./common/http/resubmission.dto"]: await import("./common/http/resubmission.dto.js"),
        ["./modules/referrals/http/dto/referral-stats.dto"]: await import("./modules/referrals/http/dto/referral-stats.dto.js"),
        ["./modules/rewards/http/dto/payout-address.dto"]: await import("./modules/rewards/http/dto/payout-address.dto.js"),
        ["./modules/submissions/http/dto/listing-payment-state.dto"]: await import("./modules/submissions/http/dto/listing-payment-state.dto.js")
    };
    return { "@nestjs/swagger": { "models": [
                [import("./common/http/resubmission.dto.js"), {
                        "ResubmissionDto": { allowed: { required: true, type: () => Boolean }, from: { required: true, type: () => Date, nullable: true } }
                    }],
                [import("./common/http/review-state.dto.js"), {
                        "ClaimHolderDto": { username: { required: true, type: () => String }, claimedAt: { required: true, type: () => Date } },
                        "ReviewStateDto": { reviewTargetHours: { required: true, type: () => Number }, overdue: { required: true, type: () => Boolean }, claimedBy: { required: true, type: () => t["./common/http/review-state.dto"].ClaimHolderDto, nullable: true } }
                    }],
                [import("./common/http/timeline-event.dto.js"), {
                        "TimelineEventDto": { id: { required: true, type: () => Number }, event: { required: true, enum: ["submitted", "edited", "withdrawn", "decided", "resubmitted", "reopened", "reversed", "payment-recorded", "quote-issued", "payment-settled"] }, actor: { required: true, enum: ["owner", "admin"] }, actorLabel: { required: true, type: () => String }, outcome: { required: true, nullable: true, enum: ["approved", "rejected", "revoked", "completed"] }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, reasonLabel: { required: true, type: () => String, nullable: true }, notes: { required: true, type: () => String, nullable: true }, at: { required: true, type: () => Date } }
                    }],
                [import("./kernel/http/error-response.dto.js"), {
                        "FieldErrorDto": { field: { required: true, type: () => String }, messages: { required: true, type: () => [String] } },
                        "ErrorResponseDto": { success: { required: true, type: () => Boolean }, message: { required: true, type: () => String }, errors: { required: false, type: () => [t["./kernel/http/error-response.dto"].FieldErrorDto] } }
                    }],
                [import("./paging/list-query.dto.js"), {
                        "ListQueryDto": { q: { required: false, type: () => String }, sort: { required: false, enum: ["oldest", "newest"] }, from: { required: false, type: () => String }, to: { required: false, type: () => String } }
                    }],
                [import("./modules/admin/http/dto/admin-users.dto.js"), {
                        "UsersQueryDto": { role: { required: false, enum: ["admin", "partner", "user"] }, status: { required: false, enum: ["active", "disabled"] }, twoFactor: { required: false, enum: ["on", "off"] } },
                        "AdminUserDto": { id: { required: true, type: () => Number }, username: { required: true, type: () => String }, role: { required: true, enum: ["admin", "partner", "user"] }, email: { required: true, type: () => String, nullable: true }, emailVerified: { required: true, type: () => Boolean }, createdAt: { required: true, type: () => Date }, disabled: { required: true, type: () => Boolean }, disabledAt: { required: true, type: () => Date, nullable: true }, twoFactorEnabled: { required: true, type: () => Boolean }, wallets: { required: true, type: () => [String] } },
                        "AccountPartnerProfileDto": { id: { required: true, type: () => Number }, status: { required: true, enum: ["withdrawn", "approved", "rejected", "revoked", "pending"] } },
                        "ListedUserDto": { partnerProfile: { required: true, type: () => t["./modules/admin/http/dto/admin-users.dto"].AccountPartnerProfileDto, nullable: true } },
                        "PasswordResetLinkDto": { user: { required: true, type: () => t["./modules/admin/http/dto/admin-users.dto"].AdminUserDto }, link: { required: true, type: () => String }, expiresAt: { required: true, type: () => Date } }
                    }],
                [import("./modules/admin/http/dto/listing-payment.dto.js"), {
                        "RecordPaymentDto": { amount: { required: true, type: () => Number }, reference: { required: true, type: () => String }, paidOn: { required: true, type: () => String } },
                        "ListingPaymentDto": { id: { required: true, type: () => Number }, amount: { required: true, type: () => Number }, currency: { required: true, enum: ["USD"] }, reference: { required: true, type: () => String }, paidOn: { required: true, type: () => String }, recordedAt: { required: true, type: () => Date } },
                        "RecordedPaymentDto": { submissionId: { required: true, type: () => Number }, paymentStatus: { required: true, enum: ["completed"] }, payment: { required: true, type: () => t["./modules/admin/http/dto/listing-payment.dto"].ListingPaymentDto }, featured: { required: true, type: () => Boolean } }
                    }],
                [import("./modules/admin/http/dto/bulk-decision.dto.js"), {
                        "BulkDecisionDto": { kind: { required: true, enum: ["partner", "project", "article", "project-submission"] }, ids: { required: true, type: () => [Number] }, decision: { required: true, enum: ["approve", "reject"] }, notes: { required: false, type: () => String }, reasonCode: { required: false, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, overridePayment: { required: false, type: () => Boolean } },
                        "BulkPaymentDto": { ids: { required: true, type: () => [Number] } },
                        "BulkPaymentResultDto": { id: { required: true, type: () => Number }, ok: { required: true, type: () => Boolean }, outcome: { required: false, enum: ["completed"] }, featured: { required: false, type: () => Boolean }, status: { required: false, enum: [404, 409] }, error: { required: false, type: () => String } },
                        "BulkDecisionResultDto": { id: { required: true, type: () => Number }, ok: { required: true, type: () => Boolean }, outcome: { required: false, type: () => String }, status: { required: false, enum: [404, 409] }, error: { required: false, type: () => String } }
                    }],
                [import("./modules/admin/http/dto/decision.dto.js"), {
                        "ApprovePartnerDto": { approved: { required: true, type: () => Boolean }, reasonCode: { required: false, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] } },
                        "VerifyProjectDto": { verified: { required: true, type: () => Boolean } },
                        "PublishArticleDto": { published: { required: true, type: () => Boolean }, reasonCode: { required: false, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] } },
                        "DecideProjectSubmissionDto": { verificationStatus: { required: true, enum: ["approved", "rejected"] }, overridePayment: { required: false, type: () => Boolean }, reasonCode: { required: false, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] } }
                    }],
                [import("./modules/admin/http/dto/listing-quote.dto.js"), {
                        "IssueQuoteDto": { amount: { required: true, type: () => String }, token: { required: true, type: () => String }, chainId: { required: true, type: () => Number }, validityDays: { required: false, type: () => Number } },
                        "IssuedQuoteDto": { id: { required: true, type: () => Number }, submissionId: { required: true, type: () => Number }, chainId: { required: true, type: () => Number }, chainName: { required: true, type: () => String }, token: { required: true, type: () => String }, tokenSymbol: { required: true, type: () => String }, tokenDecimals: { required: true, type: () => Number }, amount: { required: true, type: () => String }, amountBaseUnits: { required: true, type: () => String }, treasury: { required: true, type: () => String }, treasuryUrl: { required: true, type: () => String, nullable: true }, expiresAt: { required: true, type: () => Date }, status: { required: true, enum: ["open", "superseded", "paid"] }, createdAt: { required: true, type: () => Date }, supersededQuoteId: { required: true, type: () => Number, nullable: true } }
                    }],
                [import("./modules/admin/http/dto/moderation-views.dto.js"), {
                        "PendingPartnerDto": { id: { required: true, type: () => Number }, requestId: { required: true, type: () => String }, companyName: { required: true, type: () => String }, website: { required: true, type: () => String, nullable: true }, description: { required: true, type: () => String, nullable: true }, referralCode: { required: true, type: () => String }, username: { required: true, type: () => String }, createdAt: { required: true, type: () => Date } },
                        "PendingProjectDto": { id: { required: true, type: () => Number }, name: { required: true, type: () => String }, category: { required: true, type: () => String }, description: { required: true, type: () => String }, website: { required: true, type: () => String, nullable: true }, createdAt: { required: true, type: () => Date } },
                        "VerifiedProjectDto": { id: { required: true, type: () => Number }, name: { required: true, type: () => String }, category: { required: true, type: () => String }, description: { required: true, type: () => String }, website: { required: true, type: () => String, nullable: true }, createdAt: { required: true, type: () => Date } },
                        "PendingArticleDto": { id: { required: true, type: () => Number }, requestId: { required: true, type: () => String }, title: { required: true, type: () => String }, category: { required: true, type: () => String }, excerpt: { required: true, type: () => String }, imageUrl: { required: true, type: () => String, nullable: true }, author: { required: true, type: () => String }, createdAt: { required: true, type: () => Date } },
                        "PartnerDecisionDto": { id: { required: true, type: () => Number }, status: { required: true, enum: ["approved", "rejected"] }, approved: { required: true, type: () => Boolean }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] } },
                        "ProjectDecisionDto": { id: { required: true, type: () => Number }, verificationStatus: { required: true, enum: ["rejected", "verified"] }, verified: { required: true, type: () => Boolean } },
                        "ArticleDecisionDto": { id: { required: true, type: () => Number }, status: { required: true, enum: ["approved", "rejected"] }, published: { required: true, type: () => Boolean }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] } },
                        "ProjectSubmissionDecisionDto": { id: { required: true, type: () => Number }, verificationStatus: { required: true, enum: ["approved", "rejected"] }, adminNotes: { required: true, type: () => String, nullable: true }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, projectId: { required: true, type: () => Number, nullable: true } },
                        "AuditEntryDto": { id: { required: true, type: () => Number }, adminId: { required: true, type: () => Number, nullable: true }, adminUsername: { required: true, type: () => String }, action: { required: true, enum: ["partner.approve", "partner.reject", "project.verify", "project.reject", "article.publish", "article.reject", "project-submission.approve", "project-submission.reject", "project-submission.payment", "project-submission.quote", "project-submission.payment-on-chain", "article.unpublish", "article.reopen", "project.unverify", "project-submission.reopen", "partner.revoke", "user.disable", "user.enable", "user.password-reset-link", "referral-conversion.confirm", "referral-conversion.void", "ownership-signer.accept", "ownership-signer.reject"] }, targetType: { required: true, type: () => String }, targetId: { required: true, type: () => Number }, targetLabel: { required: true, type: () => String }, outcome: { required: true, type: () => String }, notes: { required: true, type: () => String, nullable: true }, before: { required: true, type: "object", additionalProperties: true, nullable: true }, after: { required: true, type: "object", additionalProperties: true, nullable: true }, createdAt: { required: true, type: () => Date } },
                        "ContactMessageViewDto": { id: { required: true, type: () => Number }, name: { required: true, type: () => String }, email: { required: true, type: () => String }, company: { required: true, type: () => String }, message: { required: true, type: () => String }, createdAt: { required: true, type: () => Date } },
                        "SubscriberViewDto": { id: { required: true, type: () => Number }, email: { required: true, type: () => String }, status: { required: true, enum: ["active", "pending", "unsubscribed"] }, createdAt: { required: true, type: () => Date }, confirmedAt: { required: true, type: () => Date, nullable: true }, unsubscribedAt: { required: true, type: () => Date, nullable: true } }
                    }],
                [import("./modules/admin/http/dto/page-query.dto.js"), {
                        "PendingPartnersQueryDto": {},
                        "PendingProjectsQueryDto": { category: { required: false, enum: ["other", "exchanges", "defi", "nft", "gamefi", "layer2", "wallets", "infrastructure"] } },
                        "PendingArticlesQueryDto": { category: { required: false, type: () => String } },
                        "ContactMessagesQueryDto": {},
                        "SubscribersQueryDto": { status: { required: false, enum: ["active", "pending", "unsubscribed"] } },
                        "AuditQueryDto": { action: { required: false, enum: ["partner.approve", "partner.reject", "project.verify", "project.reject", "article.publish", "article.reject", "project-submission.approve", "project-submission.reject", "project-submission.payment", "project-submission.quote", "project-submission.payment-on-chain", "article.unpublish", "article.reopen", "project.unverify", "project-submission.reopen", "partner.revoke", "user.disable", "user.enable", "user.password-reset-link", "referral-conversion.confirm", "referral-conversion.void", "ownership-signer.accept", "ownership-signer.reject"] }, targetType: { required: false, enum: ["partner", "user", "project", "article", "project-submission", "referral-conversion", "ownership-signer"] } }
                    }],
                [import("./modules/admin/http/dto/referral-conversion.dto.js"), {
                        "ReferralConversionsQueryDto": { status: { required: false, enum: ["flagged", "counted", "voided"] } },
                        "ConfirmConversionDto": { note: { required: false, type: () => String } },
                        "VoidConversionDto": { note: { required: true, type: () => String } },
                        "ReferralConversionDto": { userId: { required: true, type: () => Number }, username: { required: true, type: () => String }, referralCode: { required: true, type: () => String }, companyName: { required: true, type: () => String }, convertedAt: { required: true, type: () => Date }, status: { required: true, enum: ["flagged", "counted", "voided"] }, flags: { required: true, type: () => [Object], enum: ["self-referral", "shared-address", "shared-device", "automation-agent", "burst"], isArray: true }, clientAddress: { required: true, type: () => String, nullable: true }, userAgent: { required: true, type: () => String, nullable: true }, reviewedAt: { required: true, type: () => Date, nullable: true }, reviewNote: { required: true, type: () => String, nullable: true } }
                    }],
                [import("./modules/admin/http/dto/reversal.dto.js"), {
                        "ReversalRequestDto": { reason: { required: true, type: () => String } },
                        "ReversalDto": { id: { required: true, type: () => Number }, status: { required: true, enum: ["rejected", "revoked", "pending"] }, removedProjectId: { required: true, type: () => Number, nullable: true } }
                    }],
                [import("./modules/auth/http/dto/account-data.dto.js"), {
                        "DeleteAccountDto": { password: { required: true, type: () => String } },
                        "AccountDeletedDto": { deleted: { required: true, type: () => Boolean } }
                    }],
                [import("./modules/auth/http/dto/account-email.dto.js"), {
                        "AccountEmailDto": { email: { required: true, type: () => String, nullable: true }, verified: { required: true, type: () => Boolean } },
                        "ChangeAccountEmailDto": { email: { required: true, type: () => String } },
                        "VerifyAccountEmailDto": { token: { required: true, type: () => String } }
                    }],
                [import("./modules/auth/http/dto/account-password.dto.js"), {
                        "ChangePasswordDto": { currentPassword: { required: false, type: () => String }, newPassword: { required: true, type: () => String } },
                        "PasswordStatusDto": { isSet: { required: true, type: () => Boolean } }
                    }],
                [import("./modules/auth/http/dto/account-session.dto.js"), {
                        "AccountSessionDto": { id: { required: true, type: () => String }, browser: { required: true, type: () => String, nullable: true }, os: { required: true, type: () => String, nullable: true }, userAgent: { required: true, type: () => String, nullable: true }, ipAddress: { required: true, type: () => String, nullable: true }, signedInAt: { required: true, type: () => Date, nullable: true }, lastSeenAt: { required: true, type: () => Date, nullable: true }, current: { required: true, type: () => Boolean } },
                        "RevokedSessionsDto": { revoked: { required: true, type: () => Number } }
                    }],
                [import("./modules/auth/http/dto/api-token.dto.js"), {
                        "ApiTokenDto": { id: { required: true, type: () => Number }, name: { required: true, type: () => String }, prefix: { required: true, type: () => String }, scope: { required: true, enum: ["read", "read-write"] }, createdAt: { required: true, type: () => Date }, expiresAt: { required: true, type: () => Date, nullable: true }, lastUsedAt: { required: true, type: () => Date, nullable: true }, expired: { required: true, type: () => Boolean } },
                        "CreatedApiTokenDto": { token: { required: true, type: () => String } },
                        "RevokedApiTokenDto": { id: { required: true, type: () => Number }, revokedAt: { required: true, type: () => Date } },
                        "CreateApiTokenDto": { name: { required: true, type: () => String }, scope: { required: true, enum: ["read", "read-write"] }, expiresInDays: { required: false, type: () => Number, nullable: true } }
                    }],
                [import("./modules/auth/http/dto/auth-response.dto.js"), {
                        "SessionUserDto": { id: { required: true, type: () => Number }, username: { required: true, type: () => String }, role: { required: true, enum: ["admin", "partner", "user"] } },
                        "AuthResponseDto": { success: { required: true, type: () => Boolean }, message: { required: true, type: () => String }, user: { required: true, type: () => t["./modules/auth/http/dto/auth-response.dto"].SessionUserDto, nullable: true } }
                    }],
                [import("./modules/auth/http/dto/login.dto.js"), {
                        "LoginDto": { username: { required: true, type: () => String }, password: { required: true, type: () => String } }
                    }],
                [import("./modules/auth/http/dto/password-reset.dto.js"), {
                        "RequestPasswordResetDto": { username: { required: true, type: () => String } },
                        "ConfirmPasswordResetDto": { token: { required: true, type: () => String }, newPassword: { required: true, type: () => String } },
                        "PasswordResetAnswerDto": { message: { required: true, type: () => String } }
                    }],
                [import("./modules/auth/http/dto/signup.dto.js"), {
                        "SignupDto": { username: { required: true, type: () => String }, password: { required: true, type: () => String } }
                    }],
                [import("./modules/auth/http/dto/two-factor.dto.js"), {
                        "TwoFactorStatusDto": { enabled: { required: true, type: () => Boolean }, recoveryCodesLeft: { required: true, type: () => Number }, required: { required: true, type: () => Boolean } },
                        "TwoFactorSetupDto": { secret: { required: true, type: () => String }, otpauthUri: { required: true, type: () => String }, qrCodeDataUrl: { required: true, type: () => String } },
                        "RecoveryCodesDto": { recoveryCodes: { required: true, type: () => [String] } },
                        "TwoFactorCodeDto": { code: { required: true, type: () => String } },
                        "TwoFactorLoginCodeDto": { code: { required: true, type: () => String } },
                        "TwoFactorConfirmDto": { password: { required: true, type: () => String } },
                        "LoginResponseDto": { twoFactorRequired: { required: false, type: () => Boolean } }
                    }],
                [import("./modules/auth/http/dto/wallet.dto.js"), {
                        "WalletOptionsDto": { chainIds: { required: true, type: () => [Number] }, walletConnectProjectId: { required: true, type: () => String, nullable: true } },
                        "WalletSignInRequestDto": { nonce: { required: true, type: () => String }, expiresAt: { required: true, type: () => Date }, domain: { required: true, type: () => String }, uri: { required: true, type: () => String }, statement: { required: true, type: () => String }, chainIds: { required: true, type: () => [Number] } },
                        "WalletProofDto": { message: { required: true, type: () => String }, signature: { required: true, type: () => String } },
                        "NewWalletDto": { address: { required: true, type: () => String }, chainId: { required: true, type: () => Number } },
                        "WalletLoginResponseDto": { newWallet: { required: false, type: () => t["./modules/auth/http/dto/wallet.dto"].NewWalletDto } },
                        "WalletSignupDto": { username: { required: true, type: () => String } },
                        "WalletDto": { id: { required: true, type: () => Number }, address: { required: true, type: () => String }, chainId: { required: true, type: () => Number }, name: { required: true, type: () => String, nullable: true }, ensName: { required: true, type: () => String, nullable: true }, linkedAt: { required: true, type: () => Date }, lastUsedAt: { required: true, type: () => Date, nullable: true } },
                        "RenameWalletDto": { name: { required: true, type: () => String, nullable: true } },
                        "UnlinkedWalletDto": { id: { required: true, type: () => Number } }
                    }],
                [import("./modules/campaigns/http/dto/campaign.dto.js"), {
                        "CampaignStatsDto": { clicks: { required: true, type: () => Number }, conversions: { required: true, type: () => Number }, conversionRate: { required: true, type: () => Number, nullable: true } },
                        "CampaignDto": { id: { required: true, type: () => Number }, name: { required: true, type: () => String }, description: { required: true, type: () => String }, budget: { required: true, type: () => Number }, status: { required: true, enum: ["completed", "active", "draft"] }, startDate: { required: true, type: () => String, nullable: true }, endDate: { required: true, type: () => String, nullable: true }, targetMetrics: { required: true, type: () => String }, createdAt: { required: true, type: () => Date }, stats: { required: true, type: () => t["./modules/campaigns/http/dto/campaign.dto"].CampaignStatsDto } }
                    }],
                [import("./modules/campaigns/http/dto/change-campaign-status.dto.js"), {
                        "ChangeCampaignStatusDto": { status: { required: true, enum: ["completed", "active", "draft"] } }
                    }],
                [import("./modules/campaigns/http/dto/create-campaign.dto.js"), {
                        "CreateCampaignDto": { name: { required: true, type: () => String }, description: { required: false, type: () => String }, budget: { required: false, type: () => Number }, status: { required: false, enum: ["completed", "active", "draft"] }, startDate: { required: false, type: () => String, nullable: true }, endDate: { required: false, type: () => String, nullable: true }, targetMetrics: { required: false, type: () => String } }
                    }],
                [import("./modules/campaigns/http/dto/edit-campaign.dto.js"), {
                        "EditCampaignDto": { name: { required: false, type: () => String }, description: { required: false, type: () => String }, budget: { required: false, type: () => Number }, startDate: { required: false, type: () => String, nullable: true }, endDate: { required: false, type: () => String, nullable: true }, targetMetrics: { required: false, type: () => String } }
                    }],
                [import("./modules/claims/http/dto/moderation-claim.dto.js"), {
                        "ClaimRequestDto": { kind: { required: true, enum: ["partner", "project", "article", "project-submission"] }, id: { required: true, type: () => Number } },
                        "ClaimDto": { kind: { required: true, enum: ["partner", "project", "article", "project-submission"] }, id: { required: true, type: () => Number }, expiresAt: { required: true, type: () => Date } },
                        "ReleasedClaimDto": { kind: { required: true, enum: ["partner", "project", "article", "project-submission"] }, id: { required: true, type: () => Number } },
                        "ParseReviewQueuePipe": {}
                    }],
                [import("./modules/contact/http/dto/contact-message.dto.js"), {
                        "ContactMessageDto": { name: { required: true, type: () => String }, email: { required: true, type: () => String }, company: { required: true, type: () => String }, message: { required: true, type: () => String }, fax: { required: false, type: () => String } }
                    }],
                [import("./modules/contact/http/dto/message-response.dto.js"), {
                        "MessageResponseDto": { success: { required: true, type: () => Boolean }, message: { required: true, type: () => String } }
                    }],
                [import("./modules/contact/http/dto/newsletter-subscription.dto.js"), {
                        "NewsletterSubscriptionDto": { email: { required: true, type: () => String }, fax: { required: false, type: () => String } }
                    }],
                [import("./modules/contact/http/dto/newsletter-token.dto.js"), {
                        "NewsletterConfirmationDto": { token: { required: true, type: () => String } },
                        "NewsletterUnsubscribeDto": { token: { required: false, type: () => String } },
                        "NewsletterStatusDto": { status: { required: true, enum: ["active", "pending", "unsubscribed"] } }
                    }],
                [import("./modules/health/readiness.dto.js"), {
                        "LivenessDto": { status: { required: true, enum: ["ok"] } },
                        "ReadinessChecksDto": { database: { required: true, enum: ["ok", "failing"] }, migrations: { required: true, enum: ["ok", "failing", "unknown"] }, changeFeed: { required: true, enum: ["ok", "failing"] }, draining: { required: true, type: () => Boolean } },
                        "ReadinessDto": { status: { required: true, enum: ["ok", "unavailable"] }, checks: { required: true, type: () => t["./modules/health/readiness.dto"].ReadinessChecksDto } }
                    }],
                [import("./modules/insights/http/dto/project-insight.dto.js"), {
                        "ProjectInsightDto": { id: { required: true, type: () => Number }, projectId: { required: true, type: () => Number }, totalUsers: { required: true, type: () => Number }, kycUsers: { required: true, type: () => Number }, tradingVolume: { required: true, type: () => Number }, growthScore: { required: true, type: () => String }, recordedAt: { required: true, type: () => Date } }
                    }],
                [import("./modules/insights/http/dto/record-insight.dto.js"), {
                        "RecordInsightDto": { projectId: { required: true, type: () => Number }, totalUsers: { required: true, type: () => Number }, kycUsers: { required: true, type: () => Number }, tradingVolume: { required: true, type: () => Number }, growthScore: { required: true, type: () => Number } }
                    }],
                [import("./modules/leaderboards/http/dto/leaderboard-entry.dto.js"), {
                        "LeaderboardEntryDto": { id: { required: true, type: () => Number }, rank: { required: true, type: () => Number }, entityName: { required: true, type: () => String }, entityType: { required: true, enum: ["project"] }, metricType: { required: true, enum: ["volume", "users", "growth", "overall"] }, score: { required: true, type: () => Number } }
                    }],
                [import("./modules/leaderboards/http/dto/leaderboard-query.dto.js"), {
                        "LeaderboardQueryDto": { limit: { required: false, type: () => Number } }
                    }],
                [import("./modules/mail/http/dto/outbox.dto.js"), {
                        "OutboxEntryDto": { id: { required: true, type: () => Number }, to: { required: true, type: () => String }, subject: { required: true, type: () => String }, sentAt: { required: true, type: () => Date } },
                        "OutboxMessageDto": { text: { required: true, type: () => String }, html: { required: true, type: () => String } }
                    }],
                [import("./modules/note-templates/http/dto/note-template.dto.js"), {
                        "NoteTemplatesQueryDto": {},
                        "CreateNoteTemplateDto": { label: { required: true, type: () => String }, reasonCode: { required: false, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, body: { required: true, type: () => String } },
                        "UpdateNoteTemplateDto": { label: { required: false, type: () => String }, reasonCode: { required: false, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, body: { required: false, type: () => String } },
                        "NoteTemplateDto": { id: { required: true, type: () => Number }, label: { required: true, type: () => String }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, body: { required: true, type: () => String }, createdAt: { required: true, type: () => Date }, updatedAt: { required: true, type: () => Date } }
                    }],
                [import("./modules/notifications/http/dto/notification.dto.js"), {
                        "NotificationDto": { id: { required: true, type: () => Number }, kind: { required: true, enum: ["submission-decided", "partner-profile-decided", "referral-converted", "pending-review", "contact-message"] }, title: { required: true, type: () => String }, body: { required: true, type: () => String }, link: { required: true, type: () => String, nullable: true }, createdAt: { required: true, type: () => Date }, readAt: { required: true, type: () => Date, nullable: true } },
                        "UnreadCountDto": { count: { required: true, type: () => Number } },
                        "MarkedReadDto": { updated: { required: true, type: () => Number } },
                        "NotificationPreferenceDto": { kind: { required: true, enum: ["submission-decided", "partner-profile-decided", "referral-converted", "pending-review", "contact-message"] }, label: { required: true, type: () => String }, description: { required: true, type: () => String }, email: { required: true, type: () => Boolean } },
                        "PreferenceChangeDto": { kind: { required: true, type: () => String }, email: { required: true, type: () => Boolean } },
                        "SavePreferencesDto": { preferences: { required: true, type: () => [t["./modules/notifications/http/dto/notification.dto"].PreferenceChangeDto] } }
                    }],
                [import("./modules/ownership/http/dto/ownership.dto.js"), {
                        "AddContractDto": { chainId: { required: true, type: () => Number }, address: { required: true, type: () => String } },
                        "ProjectContractDto": { id: { required: true, type: () => Number }, chainId: { required: true, type: () => Number }, chainName: { required: true, type: () => String }, address: { required: true, type: () => String }, createdAt: { required: true, type: () => String } },
                        "RemovedContractDto": { id: { required: true, type: () => Number } },
                        "OwnershipClaimDto": { projectId: { required: true, type: () => Number }, contract: { required: true, type: () => String }, chainId: { required: true, type: () => Number }, nonce: { required: true, type: () => String }, expiry: { required: true, type: () => Number } },
                        "OwnershipTypedDataDto": { primaryType: { required: true, type: () => String }, message: { required: true, type: () => t["./modules/ownership/http/dto/ownership.dto"].OwnershipClaimDto } },
                        "OwnershipChallengeDto": { nonce: { required: true, type: () => String }, expiresAt: { required: true, type: () => String }, typedData: { required: true, type: () => t["./modules/ownership/http/dto/ownership.dto"].OwnershipTypedDataDto } },
                        "SignatureProofDto": { nonce: { required: true, type: () => String }, signer: { required: true, type: () => String }, signature: { required: true, type: () => String } },
                        "OwnershipProofDto": { id: { required: true, type: () => Number }, contractId: { required: true, type: () => Number, nullable: true }, method: { required: true, enum: ["signature", "well-known-file", "dns"] }, status: { required: true, enum: ["verified", "lapsed", "checking"] }, checking: { required: true, type: () => Boolean }, badge: { required: true, type: () => String }, signer: { required: true, type: () => String, nullable: true }, signerKind: { required: true, nullable: true, enum: ["owner", "admin", "registered-signer"] }, chainId: { required: true, type: () => Number, nullable: true }, contract: { required: true, type: () => String, nullable: true }, url: { required: true, type: () => String, nullable: true }, record: { required: true, type: () => String, nullable: true }, checkedAt: { required: true, type: () => String }, lapsedAt: { required: true, type: () => String, nullable: true } },
                        "RegisterSignerDto": { address: { required: true, type: () => String } },
                        "DecideSignerDto": { accepted: { required: true, type: () => Boolean } },
                        "RegisteredSignerDto": { id: { required: true, type: () => Number }, contractId: { required: true, type: () => Number }, address: { required: true, type: () => String }, status: { required: true, enum: ["rejected", "pending", "accepted"] }, createdAt: { required: true, type: () => String } },
                        "OwnershipDto": { submissionId: { required: true, type: () => Number }, contracts: { required: true, type: () => [t["./modules/ownership/http/dto/ownership.dto"].ProjectContractDto] }, proofs: { required: true, type: () => [t["./modules/ownership/http/dto/ownership.dto"].OwnershipProofDto] }, signers: { required: true, type: () => [t["./modules/ownership/http/dto/ownership.dto"].RegisteredSignerDto] }, token: { required: true, type: () => String }, wellKnownUrl: { required: true, type: () => String, nullable: true }, dnsDomain: { required: true, type: () => String, nullable: true }, dnsRecord: { required: true, type: () => String } }
                    }],
                [import("./modules/partners/http/dto/create-partner-profile.dto.js"), {
                        "CreatePartnerProfileDto": { companyName: { required: true, type: () => String }, website: { required: false, type: () => String }, description: { required: false, type: () => String }, referralCode: { required: true, type: () => String } }
                    }],
                [import("./modules/partners/http/dto/edit-partner-profile.dto.js"), {
                        "EditPartnerProfileDto": {}
                    }],
                [import("./modules/partners/http/dto/partner-profile.dto.js"), {
                        "PartnerProfileDto": { id: { required: true, type: () => Number }, requestId: { required: true, type: () => String }, companyName: { required: true, type: () => String }, website: { required: true, type: () => String, nullable: true }, description: { required: true, type: () => String, nullable: true }, referralCode: { required: true, type: () => String }, status: { required: true, enum: ["withdrawn", "approved", "rejected", "revoked", "pending"] }, approved: { required: true, type: () => Boolean }, decisionReason: { required: true, type: () => String, nullable: true }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, reasonLabel: { required: true, type: () => String, nullable: true }, resubmission: { required: true, type: () => t["./common/http/resubmission.dto"].ResubmissionDto, nullable: true }, createdAt: { required: true, type: () => Date }, decidedAt: { required: true, type: () => Date, nullable: true } }
                    }],
                [import("./modules/projects/http/dto/project.dto.js"), {
                        "ProjectDto": { id: { required: true, type: () => Number }, slug: { required: true, type: () => String }, name: { required: true, type: () => String }, category: { required: true, enum: ["other", "exchanges", "defi", "nft", "gamefi", "layer2", "wallets", "infrastructure"] }, categoryPage: { required: true, nullable: true, enum: ["defi", "nft", "gamefi", "layer2"] }, description: { required: true, type: () => String }, verified: { required: true, type: () => Boolean }, featured: { required: true, type: () => Boolean }, ownerBadge: { required: true, type: () => String, nullable: true }, website: { required: true, type: () => String, nullable: true }, logo: { required: true, type: () => String, nullable: true } }
                    }],
                [import("./modules/referrals/http/dto/create-referral.dto.js"), {
                        "CreateReferralDto": { referralCode: { required: true, type: () => String }, clicks: { required: false, type: () => Number }, conversions: { required: false, type: () => Number }, campaignId: { required: false, type: () => Number, nullable: true } }
                    }],
                [import("./modules/referrals/http/dto/move-referral.dto.js"), {
                        "MoveReferralDto": { campaignId: { required: true, type: () => Number, nullable: true } }
                    }],
                [import("./modules/referrals/http/dto/referral-stats-query.dto.js"), {
                        "ReferralStatsQueryDto": { from: { required: false, type: () => String }, to: { required: false, type: () => String }, referralId: { required: false, type: () => Number }, campaignId: { required: false, type: () => Number }, interval: { required: false, enum: ["day"] } }
                    }],
                [import("./modules/referrals/http/dto/referral-stats.dto.js"), {
                        "ExclusionsDto": { bot: { required: true, type: () => Number }, duplicate: { required: true, type: () => Number }, own: { required: true, type: () => Number }, admin: { required: true, type: () => Number }, rateLimit: { required: true, type: () => Number }, notNavigation: { required: true, type: () => Number }, inactive: { required: true, type: () => Number } },
                        "DailyStatsDto": { day: { required: true, type: () => String }, clicks: { required: true, type: () => Number }, rawClicks: { required: true, type: () => Number }, excluded: { required: true, type: () => t["./modules/referrals/http/dto/referral-stats.dto"].ExclusionsDto }, conversions: { required: true, type: () => Number }, flaggedConversions: { required: true, type: () => Number } },
                        "StatsTotalsDto": { clicks: { required: true, type: () => Number }, rawClicks: { required: true, type: () => Number }, excluded: { required: true, type: () => t["./modules/referrals/http/dto/referral-stats.dto"].ExclusionsDto }, conversions: { required: true, type: () => Number }, flaggedConversions: { required: true, type: () => Number }, conversionRate: { required: true, type: () => Number, nullable: true } },
                        "SourceCountDto": { value: { required: true, type: () => String }, clicks: { required: true, type: () => Number } },
                        "ReferralStatsDto": { from: { required: true, type: () => String }, to: { required: true, type: () => String }, interval: { required: true, enum: ["day"] }, series: { required: true, type: () => [t["./modules/referrals/http/dto/referral-stats.dto"].DailyStatsDto] }, totals: { required: true, type: () => t["./modules/referrals/http/dto/referral-stats.dto"].StatsTotalsDto }, topReferrerHosts: { required: true, type: () => [t["./modules/referrals/http/dto/referral-stats.dto"].SourceCountDto] }, topLandingPaths: { required: true, type: () => [t["./modules/referrals/http/dto/referral-stats.dto"].SourceCountDto] } }
                    }],
                [import("./modules/referrals/http/dto/referral.dto.js"), {
                        "ReferralDto": { id: { required: true, type: () => Number }, referralCode: { required: true, type: () => String }, clicks: { required: true, type: () => Number }, conversions: { required: true, type: () => Number }, campaignId: { required: true, type: () => Number, nullable: true }, createdAt: { required: true, type: () => Date } }
                    }],
                [import("./modules/rewards/http/dto/payout-address.dto.js"), {
                        "PayoutAddressChangeDto": { id: { required: true, type: () => Number }, address: { required: true, type: () => String }, chainId: { required: true, type: () => Number }, requestedAt: { required: true, type: () => Date }, effectiveAt: { required: true, type: () => Date }, cancelledAt: { required: true, type: () => Date, nullable: true }, status: { required: true, enum: ["active", "pending", "replaced", "cancelled"] }, requestedFrom: { required: true, type: () => String, nullable: true } },
                        "PayoutAddressStateDto": { current: { required: true, type: () => t["./modules/rewards/http/dto/payout-address.dto"].PayoutAddressChangeDto, nullable: true }, pending: { required: true, type: () => t["./modules/rewards/http/dto/payout-address.dto"].PayoutAddressChangeDto, nullable: true }, history: { required: true, type: () => [t["./modules/rewards/http/dto/payout-address.dto"].PayoutAddressChangeDto] } },
                        "ChangePayoutAddressDto": { walletId: { required: true, type: () => Number }, chainId: { required: true, type: () => Number }, password: { required: false, type: () => String }, code: { required: false, type: () => String } }
                    }],
                [import("./modules/submissions/http/dto/project-submission.dto.js"), {
                        "ProjectSubmissionDto": { id: { required: true, type: () => Number }, requestId: { required: true, type: () => String }, projectName: { required: true, type: () => String }, category: { required: true, enum: ["Exchanges", "DeFi", "NFT", "Gaming", "Infrastructure", "Other"] }, description: { required: true, type: () => String }, website: { required: true, type: () => String, nullable: true }, logo: { required: true, type: () => String, nullable: true }, twitter: { required: true, type: () => String, nullable: true }, telegram: { required: true, type: () => String, nullable: true }, listingType: { required: true, enum: ["verified", "free", "featured"] }, paymentStatus: { required: true, enum: ["completed", "pending"] }, verificationStatus: { required: true, enum: ["withdrawn", "approved", "rejected", "pending"] }, adminNotes: { required: true, type: () => String, nullable: true }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, reasonLabel: { required: true, type: () => String, nullable: true }, resubmission: { required: true, type: () => t["./common/http/resubmission.dto"].ResubmissionDto, nullable: true }, projectId: { required: true, type: () => Number, nullable: true }, createdAt: { required: true, type: () => Date }, decidedAt: { required: true, type: () => Date, nullable: true } }
                    }],
                [import("./modules/submissions/http/dto/admin-project-submission.dto.js"), {
                        "AdminProjectSubmissionDto": { reviewTargetHours: { required: true, type: () => Number, nullable: true }, overdue: { required: true, type: () => Boolean }, claimedBy: { required: true, type: () => t["./common/http/review-state.dto"].ClaimHolderDto, nullable: true } }
                    }],
                [import("./modules/submissions/http/dto/article-submission.dto.js"), {
                        "ArticleSubmissionDto": { id: { required: true, type: () => Number }, requestId: { required: true, type: () => String }, title: { required: true, type: () => String }, category: { required: true, type: () => String }, excerpt: { required: true, type: () => String }, content: { required: true, type: () => String }, imageUrl: { required: true, type: () => String, nullable: true }, status: { required: true, enum: ["withdrawn", "approved", "rejected", "pending"] }, adminNotes: { required: true, type: () => String, nullable: true }, reasonCode: { required: true, nullable: true, enum: ["needs_more_detail", "cannot_verify", "duplicate", "not_a_fit", "other"] }, reasonLabel: { required: true, type: () => String, nullable: true }, resubmission: { required: true, type: () => t["./common/http/resubmission.dto"].ResubmissionDto, nullable: true }, createdAt: { required: true, type: () => Date }, decidedAt: { required: true, type: () => Date, nullable: true } }
                    }],
                [import("./modules/submissions/http/dto/listing-payment-state.dto.js"), {
                        "ListingQuoteDto": { id: { required: true, type: () => Number }, submissionId: { required: true, type: () => Number }, chainId: { required: true, type: () => Number }, chainName: { required: true, type: () => String }, token: { required: true, type: () => String }, tokenSymbol: { required: true, type: () => String }, tokenDecimals: { required: true, type: () => Number }, amount: { required: true, type: () => String }, amountBaseUnits: { required: true, type: () => String }, treasury: { required: true, type: () => String }, treasuryUrl: { required: true, type: () => String, nullable: true }, expiresAt: { required: true, type: () => Date }, status: { required: true, enum: ["open", "superseded", "paid"] }, createdAt: { required: true, type: () => Date } },
                        "ChainPaymentDto": { id: { required: true, type: () => Number }, quoteId: { required: true, type: () => Number }, chainId: { required: true, type: () => Number }, txHash: { required: true, type: () => String }, transactionUrl: { required: true, type: () => String, nullable: true }, status: { required: true, enum: ["completed", "checking", "refused"] }, refusal: { required: true, type: () => String, nullable: true }, waitingFor: { required: true, type: () => String, nullable: true }, createdAt: { required: true, type: () => Date }, settledAt: { required: true, type: () => Date, nullable: true } },
                        "ListingPaymentStateDto": { submissionId: { required: true, type: () => Number }, listingType: { required: true, type: () => String }, paymentStatus: { required: true, type: () => String }, quote: { required: true, type: () => t["./modules/submissions/http/dto/listing-payment-state.dto"].ListingQuoteDto, nullable: true }, payments: { required: true, type: () => [t["./modules/submissions/http/dto/listing-payment-state.dto"].ChainPaymentDto] } },
                        "SubmitChainPaymentDto": { txHash: { required: true, type: () => String }, chainId: { required: false, type: () => Number } }
                    }],
                [import("./modules/submissions/http/dto/project-submissions-query.dto.js"), {
                        "ProjectSubmissionsQueryDto": { status: { required: false, enum: ["withdrawn", "approved", "rejected", "pending"] }, category: { required: false, enum: ["Exchanges", "DeFi", "NFT", "Gaming", "Infrastructure", "Other"] }, listingType: { required: false, enum: ["verified", "free", "featured"] } },
                        "ProjectSubmissionsExportQueryDto": {}
                    }],
                [import("./modules/submissions/http/dto/published-article.dto.js"), {
                        "PublishedArticleDto": { id: { required: true, type: () => Number }, title: { required: true, type: () => String }, category: { required: true, type: () => String }, excerpt: { required: true, type: () => String }, content: { required: true, type: () => String }, imageUrl: { required: true, type: () => String, nullable: true }, author: { required: true, type: () => String }, publishedAt: { required: true, type: () => Date } }
                    }],
                [import("./modules/submissions/http/dto/submit-article.dto.js"), {
                        "SubmitArticleDto": { title: { required: true, type: () => String }, category: { required: true, type: () => String }, excerpt: { required: true, type: () => String }, content: { required: true, type: () => String }, imageUrl: { required: false, type: () => String }, status: { required: false, enum: ["withdrawn", "approved", "rejected", "pending"] } }
                    }],
                [import("./modules/submissions/http/dto/submit-project.dto.js"), {
                        "SubmitProjectDto": { projectName: { required: true, type: () => String }, category: { required: true, enum: ["Exchanges", "DeFi", "NFT", "Gaming", "Infrastructure", "Other"] }, description: { required: true, type: () => String }, website: { required: false, type: () => String }, logo: { required: false, type: () => String }, twitter: { required: false, type: () => String }, telegram: { required: false, type: () => String }, listingType: { required: false, enum: ["verified", "free", "featured"] }, paymentStatus: { required: false, enum: ["completed", "pending"] }, verificationStatus: { required: false, enum: ["withdrawn", "approved", "rejected", "pending"] } }
                    }],
                [import("./modules/webhooks/http/dto/webhook.dto.js"), {
                        "SetWebhookEndpointDto": { url: { required: true, type: () => String } },
                        "WebhookEndpointDto": { url: { required: true, type: () => String }, secret: { required: true, type: () => String }, createdAt: { required: true, type: () => Date }, updatedAt: { required: true, type: () => Date } },
                        "WebhookDeliveryDto": { id: { required: true, type: () => Number }, eventId: { required: true, type: () => String }, eventType: { required: true, enum: ["referral.converted", "referral.test"] }, status: { required: true, enum: ["pending", "succeeded", "failed"] }, attempts: { required: true, type: () => Number }, lastResponseCode: { required: true, type: () => Number, nullable: true }, lastError: { required: true, type: () => String, nullable: true }, createdAt: { required: true, type: () => Date }, lastAttemptAt: { required: true, type: () => Date, nullable: true }, deliveredAt: { required: true, type: () => Date, nullable: true } }
                    }]
            ], "controllers": [] } };
};
