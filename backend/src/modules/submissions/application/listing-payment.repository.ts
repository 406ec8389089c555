import type { ListingPayment, NewListingPayment } from '../domain/listing-payment';
import type { ProjectSubmission } from '../domain/project-submission';

export type PayableListing = Pick<
  ProjectSubmission,
  'id' | 'userId' | 'projectName' | 'listingType' | 'paymentStatus' | 'verificationStatus' | 'projectId'
>;

/** The payments of paid listing tiers (`project_submission_payments`) and the submission's payment status. */
export abstract class ListingPaymentRepository {
  /**
   * The submission's tier and payment state, its row locked until the transaction ends, so a
   * decision or a payment is not made on a state the owner is changing at the same moment.
   */
  abstract lockListing(id: number): Promise<PayableListing | null>;
  /** The submission's tier and payment state, read without a lock. */
  abstract listing(id: number): Promise<PayableListing | null>;
  /** Marks the submission's payment completed by a transaction on chain, only while it is pending. */
  abstract completeOnChain(submissionId: number): Promise<boolean>;
  /** Stores the payment and marks the submission's payment completed, only while it is pending; else null. */
  abstract record(submissionId: number, payment: NewListingPayment, recordedBy: number): Promise<ListingPayment | null>;
}
