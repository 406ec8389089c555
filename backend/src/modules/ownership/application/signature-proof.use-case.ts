import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ChainUnreachableError } from '../../../chains/chain-clients';
import { chainName } from '../../../chains/chain-catalog';
import { DomainError } from '../../../common/errors/domain.error';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import {
  checksummed,
  OWNERSHIP_LIMITS,
  ownershipTypedData,
  parseAddress,
  type OwnershipClaim,
  type OwnershipProof,
  type ProjectContract,
} from '../domain/ownership';
import { ContractControl } from './contract-control';
import { OwnershipRepository } from './ownership.repository';

export interface ChallengeAnswer {
  claim: OwnershipClaim;
  typedData: ReturnType<typeof ownershipTypedData>;
}

/**
 * Proof by an EIP-712 signature: the server issues a claim with a single-use nonce that expires,
 * the wallet that controls the contract signs it, and the server checks the signature and, at the
 * chain's latest block, that the signer is the contract's owner(), its EIP-1967 admin, or a signer
 * an admin accepted.
 */
@Injectable()
export class SignatureProofUseCase {
  constructor(
    private readonly ownership: OwnershipRepository,
    private readonly submissions: ProjectSubmissionAccess,
    private readonly control: ContractControl,
  ) {}

  async challenge(userId: number, submissionId: number, contractId: number): Promise<ChallengeAnswer> {
    await this.submissions.ownedBy(submissionId, userId);
    const contract = await this.contractOf(submissionId, contractId);
    const nonce = randomBytes(16).toString('hex');
    const expiresAt = new Date(Date.now() + OWNERSHIP_LIMITS.challengeTtlSeconds * 1000);
    await this.ownership.saveChallenge({ nonce, submissionId, contractId, expiresAt });
    const claim: OwnershipClaim = {
      projectId: submissionId,
      contract: contract.address,
      chainId: contract.chainId,
      nonce,
      expiry: Math.floor(expiresAt.getTime() / 1000),
    };
    return { claim, typedData: ownershipTypedData(claim) };
  }

  async prove(
    userId: number,
    submissionId: number,
    contractId: number,
    signed: { nonce: string; signer: string; signature: `0x${string}` },
  ): Promise<OwnershipProof> {
    await this.submissions.ownedBy(submissionId, userId);
    const contract = await this.contractOf(submissionId, contractId);
    const parsed = parseAddress(signed.signer);
    if ('refusal' in parsed) throw new DomainError('VALIDATION_FAILED', parsed.refusal);
    const challenge = await this.ownership.takeChallenge(signed.nonce);
    if (!challenge || challenge.submissionId !== submissionId || challenge.contractId !== contractId)
      throw new DomainError('VALIDATION_FAILED', 'Unknown or already used nonce: ask for a new challenge');
    if (challenge.expiresAt.getTime() <= Date.now())
      throw new DomainError('VALIDATION_FAILED', 'The challenge expired: ask for a new one and sign it');
    const claim: OwnershipClaim = {
      projectId: submissionId,
      contract: contract.address,
      chainId: contract.chainId,
      nonce: challenge.nonce,
      expiry: Math.floor(challenge.expiresAt.getTime() / 1000),
    };
    try {
      if (!(await this.control.signedBy(claim, parsed.address, signed.signature)))
        throw new DomainError('VALIDATION_FAILED', `The signature is not ${checksummed(parsed.address)}'s`);
      const signerKind = await this.control.signerKind(contract, parsed.address);
      if (!signerKind)
        throw new DomainError(
          'FORBIDDEN',
          `${checksummed(parsed.address)} is neither the owner nor the admin of ${checksummed(contract.address)} on ` +
            `${chainName(contract.chainId)}, nor a signer an admin accepted for it`,
        );
      return await this.ownership.saveVerified({
        submissionId,
        contractId,
        method: 'signature',
        evidence: {
          method: 'signature',
          signer: parsed.address,
          signerKind,
          chainId: contract.chainId,
          contract: contract.address,
        },
      });
    } catch (error) {
      if (error instanceof ChainUnreachableError)
        throw new DomainError('UNAVAILABLE', `${error.message}; sign again in a moment`);
      throw error;
    }
  }

  private async contractOf(submissionId: number, contractId: number): Promise<ProjectContract> {
    const contract = await this.ownership.contract(submissionId, contractId);
    if (!contract) throw new DomainError('NOT_FOUND', 'Contract not found on this submission');
    return contract;
  }
}
