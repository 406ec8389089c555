import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { DomainError } from '../../../common/errors/domain.error';
import type { Role } from '../../../kernel/auth/session-user';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import type { OwnershipProof } from '../domain/ownership';
import { OwnershipRepository } from './ownership.repository';
import { RecheckOwnershipUseCase } from './recheck-ownership.use-case';
import { OWNERSHIP_SIGNATURE_CHECK_JOB, SignatureProofUseCase } from './signature-proof.use-case';

export const OWNERSHIP_RECHECK_JOB = 'ownership-recheck';
export const OWNERSHIP_DAILY_RECHECK_JOB = 'ownership-daily-recheck';
const DAY_SECONDS = 24 * 60 * 60;

/** A re-check that met no answer: thrown so the job queue runs it again with its backoff. */
class RecheckNotFinished extends Error {}

/**
 * When proofs are checked again: on demand (the owner's or an admin's button) and once a day
 * for every verified proof. A check that cannot finish (the chain or the site did not answer) is a
 * job, retried with the queue's backoff until it settles; the proof shows "Checking…" meanwhile.
 */
@Injectable()
export class OwnershipRechecks implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(OwnershipRechecks.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly recheckOwnership: RecheckOwnershipUseCase,
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
    private readonly signatureProofs: SignatureProofUseCase,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<{ proofId: number }>(OWNERSHIP_RECHECK_JOB, async ({ proofId }) => {
      if ((await this.recheckOwnership.recheck(proofId)) === 'unreachable')
        throw new RecheckNotFinished(`Ownership proof ${proofId} could not be checked yet`);
    });
    this.jobs.handle<{ proofId: number }>(OWNERSHIP_SIGNATURE_CHECK_JOB, async ({ proofId }) => {
      if ((await this.signatureProofs.finishQueued(proofId)) === 'unreachable')
        throw new RecheckNotFinished(`Signature proof ${proofId} could not be checked yet`);
    });
    this.jobs.handle(OWNERSHIP_DAILY_RECHECK_JOB, () => this.runDaily(), { onePendingPerKey: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.scheduleNext().catch((error: Error) =>
      this.logger.warn(`Daily ownership re-check not scheduled: ${error.message}`),
    );
  }

  /** The owner's or an admin's "Check again": answers the proof as it stands (checking when queued). */
  async requestedBy(
    reader: { id: number; role: Role },
    submissionId: number,
    proofId: number,
  ): Promise<OwnershipProof> {
    await this.submissions.readableBy(submissionId, reader);
    const proof = await this.ownership.proof(proofId);
    if (!proof || proof.submissionId !== submissionId) throw new DomainError('NOT_FOUND', 'Proof not found');
    if (proof.status === 'lapsed')
      throw new DomainError('CONFLICT', 'This proof has lapsed; prove ownership again to restore it');
    if (proof.status === 'checking') {
      // A first signature proof still being checked: "Check again" tries to finish it now.
      if ((await this.signatureProofs.finishQueued(proofId)) === 'unreachable')
        await this.jobs.enqueue(OWNERSHIP_SIGNATURE_CHECK_JOB, { proofId }, { startAfterSeconds: 2 });
    } else if ((await this.recheckOwnership.recheck(proofId)) === 'unreachable') {
      await this.jobs.enqueue(OWNERSHIP_RECHECK_JOB, { proofId }, { startAfterSeconds: 2 });
    }
    const current = await this.ownership.proof(proofId);
    if (!current) throw new DomainError('CONFLICT', 'The signature did not prove control: the proof was refused');
    return current;
  }

  private async runDaily(): Promise<void> {
    await this.scheduleNext();
    for (const proofId of await this.ownership.verifiedProofIds())
      await this.jobs.enqueue(OWNERSHIP_RECHECK_JOB, { proofId });
  }

  private scheduleNext(): Promise<void> {
    return this.jobs.enqueue(
      OWNERSHIP_DAILY_RECHECK_JOB,
      {},
      { startAfterSeconds: DAY_SECONDS, singletonKey: 'daily' },
    );
  }
}
