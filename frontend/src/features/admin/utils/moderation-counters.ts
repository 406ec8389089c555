import type { ProjectSubmission } from '../../../lib/api-types';

export interface ModerationQueues {
  partners: readonly unknown[] | undefined;
  projects: readonly unknown[] | undefined;
  articles: readonly unknown[] | undefined;
  submissions: readonly Pick<ProjectSubmission, 'verificationStatus'>[] | undefined;
}

/** Undefined while a queue is loading or failed, so the counter shows a dash, not a wrong zero. */
export interface ModerationCounts {
  partners: number | undefined;
  projects: number | undefined;
  articles: number | undefined;
  submissions: number | undefined;
}

export function pendingSubmissionCount(submissions: readonly { verificationStatus: string }[]): number {
  return submissions.filter((submission) => submission.verificationStatus === 'pending').length;
}

export function moderationCounts(queues: ModerationQueues): ModerationCounts {
  return {
    partners: queues.partners?.length,
    projects: queues.projects?.length,
    articles: queues.articles?.length,
    submissions: queues.submissions ? pendingSubmissionCount(queues.submissions) : undefined,
  };
}
