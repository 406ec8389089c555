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
  /** Project submissions only: approve featured and verified listings whose payment is not recorded (needs notes). */
  overridePayment?: boolean;
}

/** An item left as it was, and why: it is unknown (404) or its state does not allow the change (409). */
export type BulkItemFailure = { id: number; ok: false; status: 404 | 409; error: string };

/** One item's result: its new state, or why it was left as it was. */
export type BulkItemResult = { id: number; ok: true; outcome: string } | BulkItemFailure;

/** One listing's result in a bulk payment: recorded (and whether it made the project Featured), or why not. */
export type BulkPaymentItemResult = { id: number; ok: true; outcome: 'completed'; featured: boolean } | BulkItemFailure;

/** Null when the ids of a bulk request are acceptable; otherwise the message of its 400. */
export function bulkIdsProblem(ids: readonly number[]): string | null {
  if (ids.length === 0) return 'ids must name at least one item';
  if (ids.length > BULK_DECISION_MAX_ITEMS) return `ids must name at most ${BULK_DECISION_MAX_ITEMS} items`;
  if (new Set(ids).size !== ids.length) return 'ids must not repeat an item';
  return null;
}

/** Null when the request is acceptable; otherwise the message of its 400. */
export function bulkRequestProblem(request: BulkDecisionRequest): string | null {
  const idsProblem = bulkIdsProblem(request.ids);
  if (idsProblem) return idsProblem;
  if (request.reasonCode !== undefined) {
    if (request.approve) return 'reasonCode is only for rejections';
    if (!REASON_CODE_TARGETS.includes(request.kind))
      return 'reasonCode applies only to articles and project submissions';
  }
  if (request.overridePayment) {
    if (request.kind !== 'project-submission') return 'overridePayment applies only to project submissions';
    if (!request.approve) return 'overridePayment is only given when approving';
    if (!request.notes?.trim()) return 'An approval with a payment override needs a note';
  }
  return null;
}
