import { describe, expect, it } from 'vitest';
import type { ProjectSubmission, ProjectSubmissionStatus } from '../domain/project-submission';
import type { NewTimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
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
  reasonCode: null,
  projectId: null,
  createdAt: new Date(0),
  decidedAt: null,
};

class InMemoryTimeline extends TimelineRepository {
  readonly events: NewTimelineEvent[] = [];
  async record(event: NewTimelineEvent) {
    this.events.push(event);
  }
  listFor(): never {
    throw new Error('not used');
  }
}

class InMemorySubmissions extends ProjectSubmissionRepository {
  constructor(readonly rows: ProjectSubmission[]) {
    super();
  }
  async decide(id: number, status: 'approved' | 'rejected', adminNotes: string | null, _by: number, reasonCode: string | null) {
    const row = this.rows.find((submission) => submission.id === id && submission.verificationStatus === 'pending');
    if (!row) return null;
    Object.assign(row, { verificationStatus: status, adminNotes, reasonCode });
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
  findOwned(): never {
    throw new Error('not used');
  }
  changeWhile(): never {
    throw new Error('not used');
  }
}

describe('DecideProjectSubmissionUseCase', () => {
  it('approval answers the listing under the directory category', async () => {
    const useCase = new DecideProjectSubmissionUseCase(new InMemorySubmissions([{ ...pending }]), new InMemoryTimeline());
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

  it('rejection lists nothing, and records the reason code (other by default) in the timeline', async () => {
    const timeline = new InMemoryTimeline();
    const useCase = new DecideProjectSubmissionUseCase(new InMemorySubmissions([{ ...pending }]), timeline);
    await expect(useCase.execute(5, false, 'Vague', 1)).resolves.toMatchObject({
      listing: null,
      submission: { reasonCode: 'other' },
    });
    expect(timeline.events).toEqual([
      { itemKind: 'project-submission', itemId: 5, event: 'decided', actor: 'admin', actorId: 1, outcome: 'rejected', reasonCode: 'other', notes: 'Vague' },
    ]);
  });

  it('decides once: a second decision is a conflict, an unknown id not found', async () => {
    const submissions = new InMemorySubmissions([{ ...pending }]);
    const useCase = new DecideProjectSubmissionUseCase(submissions, new InMemoryTimeline());
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
    await new DecideProjectSubmissionUseCase(submissions, new InMemoryTimeline()).recordListing(5, 40);
    expect(submissions.rows[0].projectId).toBe(40);
  });
});
