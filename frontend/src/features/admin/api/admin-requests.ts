import { apiUrl, sendData } from '../../../lib/api-client';
import type {
  ArticleDecisionRequest,
  DecisionResult,
  PartnerDecisionRequest,
  ProjectDecisionRequest,
  ReasonCode,
  SubmissionDecisionRequest,
} from '../../../lib/api-types';
import type { ModerationKind } from '../utils/moderation-kinds';

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
  const params = { path: { id } };
  const bodies = decisionBodies(approve, note, reasonCode);
  switch (kind) {
    case 'partner':
      return { url: apiUrl('PATCH', '/api/admin/partners/{id}/approve', { params }), body: bodies.partner() };
    case 'project':
      return { url: apiUrl('PATCH', '/api/admin/projects/{id}/verify', { params }), body: bodies.project() };
    case 'article':
      return { url: apiUrl('PATCH', '/api/admin/articles/{id}/publish', { params }), body: bodies.article() };
    case 'submission':
      return { url: apiUrl('PATCH', '/api/project-submissions/{id}/status', { params }), body: bodies.submission() };
  }
}

/** The body of each kind's decision. */
function decisionBodies(approve: boolean, note: string, reasonCode: ReasonCode | undefined) {
  const adminNotes = note.trim();
  const notes = adminNotes === '' ? {} : { adminNotes };
  const reason = reasonCode && !approve ? { reasonCode } : {};
  return {
    partner: (): PartnerDecisionRequest => ({ approved: approve, ...notes, ...reason }),
    project: (): ProjectDecisionRequest => ({ verified: approve, ...notes }),
    article: (): ArticleDecisionRequest => ({ published: approve, ...notes, ...reason }),
    // Spec §7 names both keys for this call, so adminNotes is sent even when empty ("" = no notes).
    submission: (): SubmissionDecisionRequest => ({
      verificationStatus: approve ? 'approved' : 'rejected',
      adminNotes,
      ...reason,
    }),
  };
}

export async function sendDecision(
  kind: ModerationKind,
  id: number,
  approve: boolean,
  note: string,
  reasonCode?: ReasonCode,
): Promise<DecisionResult> {
  const params = { path: { id } };
  const bodies = decisionBodies(approve, note, reasonCode);
  switch (kind) {
    case 'partner':
      return sendData('PATCH', '/api/admin/partners/{id}/approve', { params, body: bodies.partner() });
    case 'project':
      return sendData('PATCH', '/api/admin/projects/{id}/verify', { params, body: bodies.project() });
    case 'article':
      return sendData('PATCH', '/api/admin/articles/{id}/publish', { params, body: bodies.article() });
    case 'submission':
      return sendData('PATCH', '/api/project-submissions/{id}/status', { params, body: bodies.submission() });
  }
}
