import { sendData } from '../../../lib/api-client';
import type {
  DecisionResult,
  RecordedPayment,
  RecordPaymentRequest,
  SubmissionDecisionRequest,
} from '../../../lib/api-types';

export function recordPayment(id: number, payment: RecordPaymentRequest): Promise<RecordedPayment> {
  return sendData('POST', '/api/project-submissions/{id}/payment', { params: { path: { id } }, body: payment });
}

/** Approves a featured or verified listing before its payment is recorded: the server needs the override and a note. */
export function approveWithoutPayment(id: number, adminNotes: string): Promise<DecisionResult> {
  const body: SubmissionDecisionRequest = {
    verificationStatus: 'approved',
    adminNotes: adminNotes.trim(),
    overridePayment: true,
  };
  return sendData('PATCH', '/api/project-submissions/{id}/status', { params: { path: { id } }, body });
}
