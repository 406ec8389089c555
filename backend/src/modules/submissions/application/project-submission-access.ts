import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { Role } from '../../../kernel/auth/session-user';
import { ProjectSubmissionRepository } from './project-submission.repository';

/** What another module may know of a project submission it attaches things to. */
export interface SubmissionSummary {
  id: number;
  userId: number;
  projectName: string;
  website: string | null;
  /** The directory project its approval created, if any. */
  projectId: number | null;
}

/**
 * The submission as its owner (or an admin) may act on it: someone else's is a 404, as for the
 * submission itself. Exported for the modules that hang data off a submission (ownership proofs).
 */
@Injectable()
export class ProjectSubmissionAccess {
  constructor(private readonly submissions: ProjectSubmissionRepository) {}

  async readableBy(id: number, reader: { id: number; role: Role }): Promise<SubmissionSummary> {
    const submission = await this.submissions.findById(id);
    if (!submission || (submission.userId !== reader.id && reader.role !== 'admin'))
      throw new DomainError('NOT_FOUND', 'Project submission not found');
    return summaryOf(submission);
  }

  /** Only the owner: an admin reads but does not act for the team. */
  async ownedBy(id: number, userId: number): Promise<SubmissionSummary> {
    const submission = await this.submissions.findOwned(id, userId);
    if (!submission) throw new DomainError('NOT_FOUND', 'Project submission not found');
    return summaryOf(submission);
  }

  async find(id: number): Promise<SubmissionSummary | null> {
    const submission = await this.submissions.findById(id);
    return submission && summaryOf(submission);
  }
}

function summaryOf(submission: SubmissionSummary): SubmissionSummary {
  const { id, userId, projectName, website, projectId } = submission;
  return { id, userId, projectName, website, projectId };
}
