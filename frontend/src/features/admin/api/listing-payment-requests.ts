import { sendData } from '../../../lib/api-client';
import type {
  DecisionResult,
  RecordedPayment,
  RecordPaymentRequest,
  SubmissionDecisionRequest,
} from '../../../lib/api-types';
import { adminEndpoints } from './admin-endpoints';

export const submissionPaymentUrl = (id: number) => `/api/project-submissions/${id}/payment`;

export function recordPayment(id: number, payment: RecordPaymentRequest): Promise<RecordedPayment> {
  return sendData<RecordedPayment>('POST', submissionPaymentUrl(id), payment);
}

/** Approves a featured or verified listing before its payment is recorded: the server needs the override and a note. */
export function approveWithoutPayment(id: number, adminNotes: string): Promise<DecisionResult> {
  const body: SubmissionDecisionRequest = {
    verificationStatus: 'approved',
    adminNotes: adminNotes.trim(),
    overridePayment: true,
  };
  return sendData<DecisionResult>('PATCH', adminEndpoints.submissionDecision(id), body);
}
