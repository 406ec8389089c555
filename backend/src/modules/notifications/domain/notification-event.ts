import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

/** What happened, as the module that owns it tells it; the notifications module decides who hears of it. */
export type NotificationEvent =
  | {
      type: 'project-submission.decided';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      outcome: 'approved' | 'rejected';
      adminNotes: string | null;
      /** A rejection's reason (older queued events have none). */
      reasonCode?: ReasonCode | null;
    }
  | {
      type: 'project-submission.payment-recorded';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      /** e.g. "USD 500.00". */
      amount: string;
      reference: string;
    }
  | {
      type: 'project-submission.quote-issued';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      /** e.g. "250 USDC". */
      amount: string;
      chainName: string;
      expiresAt: string;
    }
  | {
      type: 'project-submission.paid-on-chain';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      amount: string;
      chainName: string;
      txHash: string;
    }
  | {
      type: 'project-submission.chain-payment-refused';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      txHash: string;
      reason: string;
    }
  | {
      /** For the admins: a listing was paid on chain without anyone recording it. */
      type: 'project-submission.chain-payment-received';
      submissionId: number;
      projectName: string;
      amount: string;
      chainName: string;
      txHash: string;
    }
  | {
      type: 'article-submission.decided';
      articleId: number;
      ownerUserId: number;
      title: string;
      outcome: 'approved' | 'rejected';
      adminNotes: string | null;
      /** A rejection's reason (older queued events have none). */
      reasonCode?: ReasonCode | null;
    }
  | {
      type: 'partner-profile.decided';
      profileId: number;
      ownerUserId: number;
      companyName: string;
      outcome: 'approved' | 'rejected';
      reason: string | null;
      /** A rejection's reason code (older queued events have none). */
      reasonCode?: ReasonCode | null;
    }
  | {
      type: 'project.verification-decided';
      projectId: number;
      ownerUserId: number;
      projectName: string;
      outcome: 'verified' | 'rejected';
      adminNotes: string | null;
    }
  | { type: 'article-submission.unpublished'; articleId: number; ownerUserId: number; title: string; reason: string }
  | { type: 'article-submission.reopened'; articleId: number; ownerUserId: number; title: string; reason: string }
  | {
      type: 'project-submission.reopened';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      reason: string;
      /** True when the approval being undone had listed the project, which leaves the directory. */
      delisted: boolean;
    }
  | { type: 'project.unverified'; projectId: number; ownerUserId: number; projectName: string; reason: string }
  | { type: 'partner-profile.revoked'; profileId: number; ownerUserId: number; companyName: string; reason: string }
  | { type: 'referral.converted'; referralId: number; ownerUserId: number; code: string }
  | { type: 'referral.conversion-voided'; referralId: number; ownerUserId: number; code: string; reason: string }
  | { type: 'partner-profile.submitted'; profileId: number; companyName: string; resubmitted?: boolean }
  | { type: 'project-submission.submitted'; submissionId: number; projectName: string; resubmitted?: boolean }
  | { type: 'article-submission.submitted'; articleId: number; title: string; resubmitted?: boolean }
  | {
      /** A verified ownership proof no longer holds (told to the submitter). */
      type: 'ownership-proof.lapsed';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      /** The badge's method text, e.g. "contract owner on Base". */
      badge: string;
      reason: string;
    }
  | {
      /** A signature proof the chain could not check when it arrived was checked later (told to the submitter). */
      type: 'ownership-proof.checked';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      /** Checksummed. */
      contract: string;
      /** The chain's name. */
      chain: string;
      outcome: 'verified' | 'refused';
      reason: string | null;
    }
  | {
      /** An admin accepted or rejected a signer the team registered for a contract. */
      type: 'ownership-signer.decided';
      submissionId: number;
      ownerUserId: number;
      projectName: string;
      /** Checksummed. */
      signer: string;
      outcome: 'accepted' | 'rejected';
    }
  | {
      /** The same lapse, told to the admins (the queue shows the proof beside the submission). */
      type: 'ownership-proof.lapsed-for-review';
      submissionId: number;
      projectName: string;
      badge: string;
      reason: string;
    }
  | {
      type: 'contact-message.received';
      messageId: number;
      name: string;
      email: string;
      company: string | null;
      message: string;
    };

export type NotificationEventType = NotificationEvent['type'];
