import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { updateReturning } from '../../../database/update-returning';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import { ProjectSubmissionRepository } from '../application/project-submission.repository';
import type {
  NewProjectSubmission,
  ProjectSubmissionChanges,
  PaymentStatus,
  ProjectSubmission,
  ProjectSubmissionStatus,
} from '../domain/project-submission';
import { ProjectSubmissionEntity } from './project-submission.entity';
import { decidedNow, UNDECIDED } from './submission-decision.columns';
import type { StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class TypeormProjectSubmissionRepository extends ProjectSubmissionRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get submissions() {
    return this.unitOfWork.manager().getRepository(ProjectSubmissionEntity);
  }

  async create(submission: NewProjectSubmission & { paymentStatus: PaymentStatus }): Promise<ProjectSubmission> {
    // save() fills in the decision columns as null; they are not part of a submission.
    const {
      decidedAt: _decidedAt,
      decidedBy: _decidedBy,
      ...saved
    } = await this.submissions.save(
      this.submissions.create({
        ...submission,
        verificationStatus: 'pending',
        adminNotes: null,
        reasonCode: null,
        projectId: null,
      }),
    );
    return { ...saved, decidedAt: null };
  }

  findById(id: number): Promise<ProjectSubmission | null> {
    return this.submissions.findOne({ where: { id } });
  }

  listByUser(userId: number): Promise<ProjectSubmission[]> {
    return this.submissions.find({ where: { userId }, order: NEWEST_FIRST });
  }

  listAll(): Promise<ProjectSubmission[]> {
    return this.submissions.find({ order: NEWEST_FIRST });
  }

  async decide(
    id: number,
    status: 'approved' | 'rejected',
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null,
  ): Promise<ProjectSubmission | null> {
    return updateReturning(
      this.submissions,
      { id, verificationStatus: 'pending' },
      { verificationStatus: status, ...decidedNow(deciderId, adminNotes, reasonCode) },
    );
  }

  findOwned(id: number, userId: number): Promise<ProjectSubmission | null> {
    return this.submissions.findOneBy({ id, userId });
  }

  async changeWhile(
    id: number,
    fromStatus: ProjectSubmissionStatus,
    changes: (ProjectSubmissionChanges & { paymentStatus: PaymentStatus }) | null,
    to: StatusAfterOwnerAction,
  ): Promise<ProjectSubmission | null> {
    return updateReturning(
      this.submissions,
      { id, verificationStatus: fromStatus },
      { ...changes, ...(to ? { verificationStatus: to } : {}), ...(to === 'pending' ? UNDECIDED : {}) },
    );
  }

  async statusOf(id: number): Promise<ProjectSubmissionStatus | null> {
    const submission = await this.submissions.findOne({ select: { verificationStatus: true }, where: { id } });
    return submission?.verificationStatus ?? null;
  }

  async linkProject(id: number, projectId: number): Promise<void> {
    await this.submissions.update({ id }, { projectId });
  }

  async submitterOf(projectId: number): Promise<number | null> {
    const submission = await this.submissions.findOne({
      where: { projectId },
      select: { userId: true },
      order: { id: 'DESC' },
    });
    return submission?.userId ?? null;
  }
}
