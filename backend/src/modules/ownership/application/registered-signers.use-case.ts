import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
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

  async decide(signerId: number, accepted: boolean): Promise<RegisteredSigner> {
    const signer = await this.ownership.decideSigner(signerId, accepted ? 'accepted' : 'rejected');
    if (!signer) throw new DomainError('NOT_FOUND', 'Signer not found');
    return signer;
  }
}
