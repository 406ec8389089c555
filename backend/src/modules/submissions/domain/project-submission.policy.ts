import { ModerationPolicy } from '../../../kernel/moderation/moderation-policy';
import type { ProjectSubmissionStatus } from './project-submission';

export type ProjectSubmissionDecision = 'approve' | 'reject' | 'reopen';

/**
 * A pending project submission is approved (its project is listed in the directory) or rejected
 * once. Reopening makes a decided one pending again; reopening an approval takes its project out
 * of the directory until it is approved again.
 */
export const projectSubmissionPolicy = new ModerationPolicy<ProjectSubmissionStatus, ProjectSubmissionDecision>(
  'Project submission',
  [
    {
      decision: 'approve',
      from: ['pending'],
      to: 'approved',
      effects: ['timeline-entry', 'list-in-directory', 'audit-entry', 'notify-owner'],
    },
    {
      decision: 'reject',
      from: ['pending'],
      to: 'rejected',
      effects: ['timeline-entry', 'audit-entry', 'notify-owner'],
    },
    {
      decision: 'reopen',
      from: ['approved'],
      to: 'pending',
      effects: ['timeline-entry', 'remove-from-directory', 'audit-entry', 'notify-owner'],
    },
    {
      decision: 'reopen',
      from: ['rejected'],
      to: 'pending',
      effects: ['timeline-entry', 'audit-entry', 'notify-owner'],
    },
  ],
);
