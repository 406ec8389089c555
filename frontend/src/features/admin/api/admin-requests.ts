import { sendData } from '../../../lib/api-client';
import type {
  ArticleDecisionRequest,
  DecisionResult,
  PartnerDecisionRequest,
  ProjectDecisionRequest,
  ReasonCode,
  SubmissionDecisionRequest,
} from '../../../lib/api-types';
import type { ModerationKind } from '../utils/moderation-kinds';
import { adminEndpoints } from './admin-endpoints';

export interface DecisionRequest {
  url: string;
  body: PartnerDecisionRequest | ProjectDecisionRequest | ArticleDecisionRequest | SubmissionDecisionRequest;
}

/** The PATCH call for one decision; spec §7 names the flag each endpoint takes. */
export function decisionRequest(
  kind: ModerationKind,
  id: number,
  approve: boolean,
  note: string,
  reasonCode?: ReasonCode,
): DecisionRequest {
  const adminNotes = note.trim();
  const notes = adminNotes === '' ? {} : { adminNotes };
  switch (kind) {
    case 'partner':
      return {
        url: adminEndpoints.partnerDecision(id),
        body: { approved: approve, ...notes, ...(reasonCode && !approve ? { reasonCode } : {}) },
      };
    case 'project':
      return { url: adminEndpoints.projectDecision(id), body: { verified: approve, ...notes } };
    case 'article':
      return {
        url: adminEndpoints.articleDecision(id),
        body: { published: approve, ...notes, ...(reasonCode && !approve ? { reasonCode } : {}) },
      };
    case 'submission':
      // Spec §7 names both keys for this call, so adminNotes is sent even when empty ("" = no notes).
      return {
        url: adminEndpoints.submissionDecision(id),
        body: {
          verificationStatus: approve ? 'approved' : 'rejected',
          adminNotes,
          ...(reasonCode && !approve ? { reasonCode } : {}),
        },
      };
  }
}

export async function sendDecision(
  kind: ModerationKind,
  id: number,
  approve: boolean,
  note: string,
  reasonCode?: ReasonCode,
): Promise<DecisionResult> {
  const { url, body } = decisionRequest(kind, id, approve, note, reasonCode);
  return sendData<DecisionResult>('PATCH', url, body);
}
