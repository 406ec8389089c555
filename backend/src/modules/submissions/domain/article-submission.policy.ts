import { ModerationPolicy } from '../../../kernel/moderation/moderation-policy';
import type { SubmissionStatus } from './article-submission';

export type ArticleDecision = 'approve' | 'reject' | 'unpublish' | 'reopen';

/**
 * A pending article is published (approved) or rejected once. A published one can be unpublished
 * (rejected again, leaving the public pages) and a rejected one reopened (pending again).
 */
export const articleSubmissionPolicy = new ModerationPolicy<SubmissionStatus, ArticleDecision>('Article', [
  {
    decision: 'approve',
    from: ['pending'],
    to: 'approved',
    effects: ['timeline-entry', 'audit-entry', 'notify-owner'],
  },
  { decision: 'reject', from: ['pending'], to: 'rejected', effects: ['timeline-entry', 'audit-entry', 'notify-owner'] },
  {
    decision: 'unpublish',
    from: ['approved'],
    to: 'rejected',
    effects: ['timeline-entry', 'audit-entry', 'notify-owner'],
  },
  { decision: 'reopen', from: ['rejected'], to: 'pending', effects: ['timeline-entry', 'audit-entry', 'notify-owner'] },
]);
