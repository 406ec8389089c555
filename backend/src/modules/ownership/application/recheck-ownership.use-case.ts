import { Injectable } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { Notifier } from '../../notifications/application/notifier';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import { badgeText } from '../domain/ownership';
import { ProofChecks } from './proof-checks';
import { OwnershipRepository } from './ownership.repository';

/**
 * - `settled`: the proof still holds (checked now) or has lapsed.
 * - `unreachable`: the chain, the site or DNS did not answer: nothing changed but the "checking"
 *   mark, and the caller queues the check again.
 */
export type RecheckOutcome = 'settled' | 'unreachable';

/**
 * Checks a verified proof again: the contract changed hands, the file was removed or the record
 * is gone → the proof lapses (its badge goes), and the submitter and the admins are told. A
 * network failure never lapses a proof.
 */
@Injectable()
export class RecheckOwnershipUseCase {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
    private readonly checks: ProofChecks,
    private readonly notifier: Notifier,
    private readonly transactions: TransactionRunner,
  ) {}

  async recheck(proofId: number): Promise<RecheckOutcome> {
    const proof = await this.ownership.proof(proofId);
    // A first proof still being checked is finished by its own job (SignatureProofUseCase), never here.
    if (!proof || proof.status !== 'verified') return 'settled';
    const submission = await this.submissions.find(proof.submissionId);
    if (!submission) return 'settled';
    const check = await this.checks.stillHolds(proof, submission.website);
    if (check.outcome === 'unreachable') {
      await this.ownership.setStatus(proof.id, proof.status, true);
      return 'unreachable';
    }
    if (check.outcome === 'holds') {
      await this.ownership.setStatus(proof.id, 'verified', false);
      return 'settled';
    }
    await this.transactions.run(async () => {
      await this.ownership.setStatus(proof.id, 'lapsed', false);
      const badge = badgeText(proof.evidence, chainName);
      await this.notifier.notify({
        type: 'ownership-proof.lapsed',
        submissionId: submission.id,
        ownerUserId: submission.userId,
        projectName: submission.projectName,
        badge,
        reason: check.reason,
      });
      await this.notifier.notify({
        type: 'ownership-proof.lapsed-for-review',
        submissionId: submission.id,
        projectName: submission.projectName,
        badge,
        reason: check.reason,
      });
    });
    return 'settled';
  }
}
