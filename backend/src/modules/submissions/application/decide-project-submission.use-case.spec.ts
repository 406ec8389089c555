import { describe, expect, it } from 'vitest';
import type { ProjectSubmission, ProjectSubmissionStatus } from '../domain/project-submission';
import { DecideProjectSubmissionUseCase } from './decide-project-submission.use-case';
import { ProjectSubmissionRepository } from './project-submission.repository';

const pending: ProjectSubmission = {
  id: 5,
  userId: 2,
  projectName: 'Orbit Quest',
  category: 'Gaming',
  description: 'An on-chain strategy game.',
  website: 'https://orbit.example',
  logo: null,
  twitter: null,
  telegram: null,
  listingType: 'free',
  paymentStatus: 'completed',
  verificationStatus: 'pending',
  adminNotes: null,
  projectId: null,
  createdAt: new Date(0),
};

class InMemorySubmissions extends ProjectSubmissionRepository {
  constructor(readonly rows: ProjectSubmission[]) {
    super();
  }
  async decide(id: number, status: 'approved' | 'rejected', adminNotes: string | null) {
    const row = this.rows.find((submission) => submission.id === id && submission.verificationStatus === 'pending');
    if (!row) return null;
    Object.assign(row, { verificationStatus: status, adminNotes });
    return { ...row };
  }
  async statusOf(id: number): Promise<ProjectSubmissionStatus | null> {
    return this.rows.find((submission) => submission.id === id)?.verificationStatus ?? null;
  }
  async linkProject(id: number, projectId: number) {
    Object.assign(this.rows.find((submission) => submission.id === id)!, { projectId });
  }
  async submitterOf(projectId: number) {
    return this.rows.find((submission) => submission.projectId === projectId)?.userId ?? null;
  }
  create(): Promise<ProjectSubmission> {
    throw new Error('not used');
  }
  listByUser(): Promise<ProjectSubmission[]> {
    throw new Error('not used');
  }
  listAll(): Promise<ProjectSubmission[]> {
    throw new Error('not used');
  }
}

describe('DecideProjectSubmissionUseCase', () => {
  it('approval answers the listing under the directory category', async () => {
    const useCase = new DecideProjectSubmissionUseCase(new InMemorySubmissions([{ ...pending }]));
    const outcome = await useCase.execute(5, true, 'Welcome', 1);
    expect(outcome.submission).toMatchObject({ verificationStatus: 'approved', adminNotes: 'Welcome' });
    expect(outcome.listing).toEqual({
      submissionId: 5,
      name: 'Orbit Quest',
      category: 'gamefi',
      description: 'An on-chain strategy game.',
      website: 'https://orbit.example',
      logo: null,
    });
  });

  it('rejection lists nothing', async () => {
    const useCase = new DecideProjectSubmissionUseCase(new InMemorySubmissions([{ ...pending }]));
    await expect(useCase.execute(5, false, null, 1)).resolves.toMatchObject({ listing: null });
  });

  it('decides once: a second decision is a conflict, an unknown id not found', async () => {
    const submissions = new InMemorySubmissions([{ ...pending }]);
    const useCase = new DecideProjectSubmissionUseCase(submissions);
    await useCase.execute(5, false, null, 1);
    await expect(useCase.execute(5, true, null, 1)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Project submission was already decided (rejected)',
    });
    await expect(useCase.execute(6, true, null, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(submissions.rows[0].verificationStatus).toBe('rejected');
  });

  it('records the directory project an approval created', async () => {
    const submissions = new InMemorySubmissions([{ ...pending }]);
    await new DecideProjectSubmissionUseCase(submissions).recordListing(5, 40);
    expect(submissions.rows[0].projectId).toBe(40);
  });
});
