import { Injectable } from '@nestjs/common';
import { ChainClients, ChainUnreachableError } from '../../../chains/chain-clients';
import { chainName } from '../../../chains/chain-catalog';
import { DomainError } from '../../../common/errors/domain.error';
import type { Role } from '../../../kernel/auth/session-user';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import { checksummed, OWNERSHIP_LIMITS, parseAddress, type ProjectContract } from '../domain/ownership';
import { ContractReader } from './contract-reader';
import { OwnershipRepository } from './ownership.repository';

/** The contracts a submission names (chain and address): its owner adds and removes them. */
@Injectable()
export class ProjectContractsUseCase {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
    private readonly reader: ContractReader,
    private readonly chains: ChainClients,
  ) {}

  async list(submissionId: number, reader: { id: number; role: Role }): Promise<ProjectContract[]> {
    await this.submissions.readableBy(submissionId, reader);
    return this.ownership.contractsOf(submissionId);
  }

  async add(userId: number, submissionId: number, chainId: number, input: string): Promise<ProjectContract> {
    await this.submissions.ownedBy(submissionId, userId);
    const parsed = parseAddress(input);
    if ('refusal' in parsed) throw new DomainError('VALIDATION_FAILED', parsed.refusal);
    this.chains.required(chainId);
    const existing = await this.ownership.contractsOf(submissionId);
    if (existing.length >= OWNERSHIP_LIMITS.contractsPerSubmission)
      throw new DomainError(
        'CONFLICT',
        `A submission names at most ${OWNERSHIP_LIMITS.contractsPerSubmission} contracts; remove one first`,
      );
    let isContract: boolean;
    try {
      isContract = await this.reader.isContract(chainId, parsed.address);
    } catch (error) {
      if (error instanceof ChainUnreachableError) throw new DomainError('UNAVAILABLE', error.message);
      throw error;
    }
    if (!isContract)
      throw new DomainError(
        'VALIDATION_FAILED',
        `${checksummed(parsed.address)} on ${chainName(chainId)} is not a contract`,
      );
    const added = await this.ownership.addContract(submissionId, chainId, parsed.address);
    if (!added)
      throw new DomainError(
        'CONFLICT',
        `${checksummed(parsed.address)} on ${chainName(chainId)} is already on this submission`,
      );
    return added;
  }

  async remove(userId: number, submissionId: number, contractId: number): Promise<void> {
    await this.submissions.ownedBy(submissionId, userId);
    if (!(await this.ownership.removeContract(submissionId, contractId)))
      throw new DomainError('NOT_FOUND', 'Contract not found on this submission');
  }
}
