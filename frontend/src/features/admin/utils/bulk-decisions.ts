import type { BulkDecisionRequest, BulkDecisionResult } from '../../../lib/api-types';
import type { ModerationKind } from './moderation-kinds';

/** The server names its queues as the audit log does. */
export const BULK_KINDS: Record<ModerationKind, BulkDecisionRequest['kind']> = {
  partner: 'partner',
  project: 'project',
  article: 'article',
  submission: 'project-submission',
};

const OUTCOME_WORDS: Record<string, string> = {
  approved: 'approved',
  verified: 'verified',
  rejected: 'rejected',
  completed: 'marked paid',
};

/** How the summary names the items the server left as they were: by decisions or by payments. */
export type BulkAction = 'decision' | 'payment';

const REFUSAL_WORDS: Record<BulkAction, string> = {
  decision: 'already decided by someone else',
  payment: 'already paid or free',
};

export interface BulkSummary {
  /** One sentence: "3 rejected, 1 already decided by someone else". */
  headline: string;
  /** Each item that was left as it was, with its name and the server's reason. */
  failures: { id: number; subject: string; reason: string }[];
  allDone: boolean;
}

/** What a bulk decision (or payment) did, for the summary beside the list; `subjectOf` names items by id. */
export function summarizeBulk(
  results: readonly Pick<BulkDecisionResult, 'id' | 'ok' | 'outcome' | 'status' | 'error'>[],
  subjectOf: (id: number) => string,
  action: BulkAction = 'decision',
): BulkSummary {
  const counts = new Map<string, number>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const failures: BulkSummary['failures'] = [];
  for (const result of results) {
    if (result.ok) {
      bump(OUTCOME_WORDS[result.outcome ?? ''] ?? 'decided');
    } else {
      bump(result.status === 404 ? 'not found' : REFUSAL_WORDS[action]);
      failures.push({
        id: result.id,
        subject: subjectOf(result.id),
        reason: result.error ?? (action === 'payment' ? 'Not recorded' : 'Not decided'),
      });
    }
  }
  const headline = [...counts].map(([word, count]) => `${count} ${word}`).join(', ');
  return {
    headline: headline || (action === 'payment' ? 'Nothing recorded' : 'Nothing decided'),
    failures,
    allDone: failures.length === 0,
  };
}
