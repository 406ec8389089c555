import { describe, expect, it } from 'vitest';
import type { ProjectSubmission, ProjectSubmissionStatus } from '../domain/project-submission';
import type { NewTimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { DecideProjectSubmissionUseCase } from './decide-project-submission.use-case';
import { ListingPaymentRepository } from './listing-payment.repository';
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
  async decide(
    id: number,
    status: 'approved' | 'rejected',
    adminNotes: string | null,
    _by: number,
    reasonCode: string | null,
  ) {
    const row = this.rows.find((submission) => submission.id === id && submission.verificationStatus === 'pending');
    if (!row) return null;
    Object.assign(row, { verificationStatus: status, adminNotes, reasonCode });
    return { ...row };
  }
  async statusOf(id: number): Promise<ProjectSubmissionStatus | null> {
    return this.rows.find((submission) => submission.id === id)?.verificationStatus ?? null;
  }
  async linkProject(id: number, projectId: number) {
    Object.assign(
      this.rows.find((submission) => submission.id === id)!,
      { projectId },
    );
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
  findById(): never {
    throw new Error('not used');
  }
  findOwned(): never {
    throw new Error('not used');
  }
  changeWhile(): never {
    throw new Error('not used');
  }
}

class InMemoryPayments extends ListingPaymentRepository {
  constructor(private readonly submissions: InMemorySubmissions) {
    super();
  }
  async lockListing(id: number) {
    return this.submissions.rows.find((submission) => submission.id === id) ?? null;
  }
  listing(): never {
    throw new Error('not used');
  }
  completeOnChain(): never {
    throw new Error('not used');
  }
  record(): never {
    throw new Error('not used');
  }
}

function decider(submissions: InMemorySubmissions, timeline = new InMemoryTimeline()) {
  return new DecideProjectSubmissionUseCase(submissions, timeline, new InMemoryPayments(submissions));
}

describe('DecideProjectSubmissionUseCase', () => {
  it('approval answers the listing under the directory category', async () => {
    const useCase = decider(new InMemorySubmissions([{ ...pending }]));
    const outcome = await useCase.execute(5, true, 'Welcome', 1);
    expect(outcome.submission).toMatchObject({ verificationStatus: 'approved', adminNotes: 'Welcome' });
    expect(outcome.listing).toEqual({
      submissionId: 5,
      name: 'Orbit Quest',
      category: 'gamefi',
      description: 'An on-chain strategy game.',
      website: 'https://orbit.example',
      logo: null,
      featured: false,
    });
    expect(outcome.paymentOverridden).toBe(false);
  });

  it('rejection lists nothing, and records the reason code (other by default) in the timeline', async () => {
    const timeline = new InMemoryTimeline();
    const useCase = decider(new InMemorySubmissions([{ ...pending }]), timeline);
    await expect(useCase.execute(5, false, 'Vague', 1)).resolves.toMatchObject({
      listing: null,
      submission: { reasonCode: 'other' },
    });
    expect(timeline.events).toEqual([
      {
        itemKind: 'project-submission',
        itemId: 5,
        event: 'decided',
        actor: 'admin',
        actorId: 1,
        outcome: 'rejected',
        reasonCode: 'other',
        notes: 'Vague',
      },
    ]);
  });

  it('decides once: a second decision is a conflict, an unknown id not found', async () => {
    const submissions = new InMemorySubmissions([{ ...pending }]);
    const useCase = decider(submissions);
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
    await decider(submissions).recordListing(5, 40);
    expect(submissions.rows[0].projectId).toBe(40);
  });

  it('refuses to approve an unpaid paid tier without an override (409), and an override without a note (400)', async () => {
    const submissions = new InMemorySubmissions([{ ...pending, listingType: 'featured', paymentStatus: 'pending' }]);
    const useCase = decider(submissions);
    await expect(useCase.execute(5, true, 'ok', 1)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Payment not recorded/),
    });
    await expect(useCase.execute(5, true, null, 1, null, true)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(submissions.rows[0].verificationStatus).toBe('pending');
  });

  it('approves an unpaid paid tier with an override and a note, not Featured until paid, and says so in the timeline', async () => {
    const timeline = new InMemoryTimeline();
    const submissions = new InMemorySubmissions([{ ...pending, listingType: 'featured', paymentStatus: 'pending' }]);
    const outcome = await decider(submissions, timeline).execute(5, true, 'Invoice sent', 1, null, true);
    expect(outcome).toMatchObject({ paymentOverridden: true, listing: { featured: false } });
    expect(timeline.events[0]).toMatchObject({
      outcome: 'approved',
      notes: 'Approved before the payment was recorded. Invoice sent',
    });
  });

  it('lists a paid Featured submission as Featured', async () => {
    const submissions = new InMemorySubmissions([{ ...pending, listingType: 'featured', paymentStatus: 'completed' }]);
    await expect(decider(submissions).execute(5, true, null, 1)).resolves.toMatchObject({
      paymentOverridden: false,
      listing: { featured: true },
    });
  });
});
