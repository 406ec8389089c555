import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { AuditLogRepository } from '../../admin/application/audit-log.repository';
import { Notifier } from '../../notifications/application/notifier';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import { checksummed, OWNERSHIP_LIMITS, parseAddress, type RegisteredSigner } from '../domain/ownership';
import { OwnershipRepository } from './ownership.repository';

/**
 * Signers the team names for a contract whose owner cannot sign (a timelock, a multisig without
 * a signing UI): their signatures count once an admin accepts them.
 */
@Injectable()
export class RegisteredSignersUseCase {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
    private readonly transactions: TransactionRunner,
  ) {}

  async register(userId: number, submissionId: number, contractId: number, input: string): Promise<RegisteredSigner> {
    await this.submissions.ownedBy(submissionId, userId);
    const contract = await this.ownership.contract(submissionId, contractId);
    if (!contract) throw new DomainError('NOT_FOUND', 'Contract not found on this submission');
    const parsed = parseAddress(input);
    if ('refusal' in parsed) throw new DomainError('VALIDATION_FAILED', parsed.refusal);
    const existing = (await this.ownership.signersOf(submissionId)).filter(
      (signer) => signer.contractId === contractId,
    );
    if (existing.length >= OWNERSHIP_LIMITS.signersPerContract)
      throw new DomainError('CONFLICT', `At most ${OWNERSHIP_LIMITS.signersPerContract} signers per contract`);
    const signer = await this.ownership.addSigner(contractId, parsed.address);
    if (!signer)
      throw new DomainError('CONFLICT', `${checksummed(parsed.address)} is already registered for this contract`);
    return signer;
  }

  /** An admin's decision: audited, and the submitter is told (in the app and by mail). */
  async decide(
    actor: { id: number; username: string },
    signerId: number,
    accepted: boolean,
  ): Promise<RegisteredSigner> {
    return this.transactions.run(async () => {
      const current = await this.ownership.signer(signerId);
      if (!current) throw new DomainError('NOT_FOUND', 'Signer not found');
      const submission = await this.submissions.find(current.submissionId);
      if (!submission) throw new DomainError('NOT_FOUND', 'Signer not found');
      const status = accepted ? 'accepted' : 'rejected';
      const decided = await this.ownership.decideSigner(signerId, status);
      if (!decided) throw new DomainError('NOT_FOUND', 'Signer not found');
      const signer = checksummed(decided.address);
      await this.audit.record({
        actor,
        action: accepted ? 'ownership-signer.accept' : 'ownership-signer.reject',
        targetType: 'ownership-signer',
        targetId: signerId,
        targetLabel: `${signer} for ${submission.projectName}`.slice(0, 200),
        outcome: status,
        notes: null,
        before: { status: current.status },
        after: { status },
      });
      await this.notifier.notify({
        type: 'ownership-signer.decided',
        submissionId: submission.id,
        ownerUserId: submission.userId,
        projectName: submission.projectName,
        signer,
        outcome: status,
      });
      return decided;
    });
  }
}
