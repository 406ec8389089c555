import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import type { ProjectCategory } from '../../projects/domain/project';
import { directoryCategoryFor, type ProjectSubmission } from '../domain/project-submission';
import { ProjectSubmissionRepository } from './project-submission.repository';

/** What an approved submission puts in the public directory. */
export interface DirectoryListing {
  submissionId: number;
  name: string;
  category: ProjectCategory;
  description: string;
  website: string | null;
  logo: string | null;
}

export interface ProjectSubmissionOutcome {
  submission: ProjectSubmission;
  /** Present when approved: the listing to add to the directory. */
  listing: DirectoryListing | null;
}

@Injectable()
export class DecideProjectSubmissionUseCase {
  constructor(private readonly submissions: ProjectSubmissionRepository) {}

  /** Approves or rejects a pending submission, with notes for the submitter; decided once. */
  async execute(id: number, approved: boolean, adminNotes: string | null, deciderId: number): Promise<ProjectSubmissionOutcome> {
    const submission = await decideWhilePending(
      'Project submission',
      () => this.submissions.decide(id, approved ? 'approved' : 'rejected', adminNotes, deciderId),
      () => this.submissions.statusOf(id),
    );
    const listing: DirectoryListing | null = approved
      ? {
          submissionId: submission.id,
          name: submission.projectName,
          category: directoryCategoryFor(submission.category),
          description: submission.description,
          website: submission.website,
          logo: submission.logo,
        }
      : null;
    return { submission, listing };
  }

  /** Records the directory project an approval created, so the submitter can find it. */
  recordListing(id: number, projectId: number): Promise<void> {
    return this.submissions.linkProject(id, projectId);
  }

  /** Who to tell about a decision on a directory project their submission created. */
  submitterOf(projectId: number): Promise<number | null> {
    return this.submissions.submitterOf(projectId);
  }
}
