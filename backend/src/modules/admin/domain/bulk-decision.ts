import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

/** The queues a bulk decision can act on, named as the audit log names their targets. */
export const MODERATION_TARGETS = ['partner', 'project', 'article', 'project-submission'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

/** Kinds whose rejections carry a reason code (the owner may resubmit them). */
export const REASON_CODE_TARGETS: readonly ModerationTarget[] = ['article', 'project-submission'];

export const BULK_DECISION_MAX_ITEMS = 100;

export interface BulkDecisionRequest {
  kind: ModerationTarget;
  ids: readonly number[];
  approve: boolean;
  notes?: string;
  reasonCode?: ReasonCode;
}

/** One item's result: its new state, or why it was left as it was. */
export type BulkItemResult = { id: number; ok: true; outcome: string } | { id: number; ok: false; status: 404 | 409; error: string };

/** Null when the request is acceptable; otherwise the message of its 400. */
export function bulkRequestProblem(request: BulkDecisionRequest): string | null {
  if (request.ids.length === 0) return 'ids must name at least one item';
  if (request.ids.length > BULK_DECISION_MAX_ITEMS) return `ids must name at most ${BULK_DECISION_MAX_ITEMS} items`;
  if (new Set(request.ids).size !== request.ids.length) return 'ids must not repeat an item';
  if (request.reasonCode !== undefined) {
    if (request.approve) return 'reasonCode is only for rejections';
    if (!REASON_CODE_TARGETS.includes(request.kind)) return 'reasonCode applies only to articles and project submissions';
  }
  return null;
}
