import { Injectable } from '@nestjs/common';
import type { Role } from '../../../kernel/auth/session-user';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import type { OwnershipProof, ProjectContract, RegisteredSigner } from '../domain/ownership';
import { OwnershipRepository } from './ownership.repository';

export interface OwnershipState {
  submissionId: number;
  website: string | null;
  token: string;
  contracts: ProjectContract[];
  proofs: OwnershipProof[];
  signers: RegisteredSigner[];
}

/** Everything about a submission's ownership, for its owner's panel and the admin queue. */
@Injectable()
export class ReadOwnershipUseCase {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
  ) {}

  async execute(submissionId: number, reader: { id: number; role: Role }): Promise<OwnershipState> {
    const submission = await this.submissions.readableBy(submissionId, reader);
    const [token, contracts, proofs, signers] = await Promise.all([
      this.ownership.tokenOf(submissionId),
      this.ownership.contractsOf(submissionId),
      this.ownership.proofsOf(submissionId),
      this.ownership.signersOf(submissionId),
    ]);
    return { submissionId, website: submission.website, token, contracts, proofs, signers };
  }
}
