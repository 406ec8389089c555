import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ChainUnreachableError } from '../../../chains/chain-clients';
import { chainName } from '../../../chains/chain-catalog';
import { JobQueue } from '../../../common/application/job-queue';
import { DomainError } from '../../../common/errors/domain.error';
import { Notifier } from '../../notifications/application/notifier';
import { ProjectSubmissionAccess } from '../../submissions/application/project-submission-access';
import {
  checksummed,
  OWNERSHIP_LIMITS,
  ownershipTypedData,
  parseAddress,
  type OwnershipClaim,
  type OwnershipProof,
  type ProjectContract,
  type SignerKind,
} from '../domain/ownership';
import { ContractControl } from './contract-control';
import { OwnershipRepository } from './ownership.repository';

/** The job that finishes a signature proof the chain could not check when it arrived. */
export const OWNERSHIP_SIGNATURE_CHECK_JOB = 'ownership-signature-check';

/**
 * - `settled`: the queued proof is verified or refused (and gone), or there was nothing to finish.
 * - `unreachable`: the chain still does not answer; the job runs again with the queue's backoff.
 */
export type QueuedCheckOutcome = 'settled' | 'unreachable';

/** Why a signed claim does not prove control, or null when it does. */
type SignatureVerdict = { signerKind: SignerKind } | { refusal: DomainError };

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
    private readonly jobs: JobQueue,
    private readonly notifier: Notifier,
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
    const evidence = {
      method: 'signature' as const,
      signer: parsed.address,
      chainId: contract.chainId,
      contract: contract.address,
    };
    try {
      const verdict = await this.verdict(contract, claim, parsed.address, signed.signature);
      if ('refusal' in verdict) throw verdict.refusal;
      return await this.ownership.saveVerified({
        submissionId,
        contractId,
        method: 'signature',
        evidence: { ...evidence, signerKind: verdict.signerKind },
      });
    } catch (error) {
      if (!(error instanceof ChainUnreachableError)) throw error;
      // The chain did not answer: the signed claim is kept and checked by a job until it does, and
      // the proof shows "Checking…" meanwhile (no badge until then).
      const queued = await this.ownership.saveChecking({
        submissionId,
        contractId,
        method: 'signature',
        evidence: {
          ...evidence,
          signerKind: null,
          queued: { signature: signed.signature, nonce: claim.nonce, expiry: claim.expiry },
        },
      });
      if (queued.status === 'checking')
        await this.jobs.enqueue(OWNERSHIP_SIGNATURE_CHECK_JOB, { proofId: queued.id }, { startAfterSeconds: 5 });
      return queued;
    }
  }

  /**
   * Finishes a signature proof whose first check was queued: verified, or refused (the proof goes,
   * and the submitter is told why); the submitter is told either way, having maybe left the page.
   */
  async finishQueued(proofId: number): Promise<QueuedCheckOutcome> {
    const proof = await this.ownership.proof(proofId);
    const evidence = proof?.evidence;
    if (!proof || proof.status !== 'checking' || evidence?.method !== 'signature' || !evidence.queued) return 'settled';
    const submission = await this.submissions.find(proof.submissionId);
    const contract =
      proof.contractId === null ? null : await this.ownership.contract(proof.submissionId, proof.contractId);
    if (!submission || !contract) {
      await this.ownership.deleteProof(proof.id);
      return 'settled';
    }
    const claim: OwnershipClaim = {
      projectId: proof.submissionId,
      contract: contract.address,
      chainId: contract.chainId,
      nonce: evidence.queued.nonce,
      expiry: evidence.queued.expiry,
    };
    let verdict: SignatureVerdict;
    try {
      verdict = await this.verdict(contract, claim, evidence.signer, evidence.queued.signature);
    } catch (error) {
      if (error instanceof ChainUnreachableError) return 'unreachable';
      throw error;
    }
    const { queued: _done, ...kept } = evidence;
    if ('refusal' in verdict) await this.ownership.deleteProof(proof.id);
    else
      await this.ownership.saveVerified({
        submissionId: proof.submissionId,
        contractId: contract.id,
        method: 'signature',
        evidence: { ...kept, signerKind: verdict.signerKind },
      });
    await this.notifier.notify({
      type: 'ownership-proof.checked',
      submissionId: submission.id,
      ownerUserId: submission.userId,
      projectName: submission.projectName,
      contract: checksummed(contract.address),
      chain: chainName(contract.chainId),
      outcome: 'refusal' in verdict ? 'refused' : 'verified',
      reason: 'refusal' in verdict ? verdict.refusal.message : null,
    });
    return 'settled';
  }

  /** Whether the signature is the signer's and the signer controls the contract now (ChainUnreachableError: not known). */
  private async verdict(
    contract: ProjectContract,
    claim: OwnershipClaim,
    signer: `0x${string}`,
    signature: `0x${string}`,
  ): Promise<SignatureVerdict> {
    if (!(await this.control.signedBy(claim, signer, signature)))
      return { refusal: new DomainError('VALIDATION_FAILED', `The signature is not ${checksummed(signer)}'s`) };
    const signerKind = await this.control.signerKind(contract, signer);
    if (!signerKind)
      return {
        refusal: new DomainError(
          'FORBIDDEN',
          `${checksummed(signer)} is neither the owner nor the admin of ${checksummed(contract.address)} on ` +
            `${chainName(contract.chainId)}, nor a signer an admin accepted for it`,
        ),
      };
    return { signerKind };
  }

  private async contractOf(submissionId: number, contractId: number): Promise<ProjectContract> {
    const contract = await this.ownership.contract(submissionId, contractId);
    if (!contract) throw new DomainError('NOT_FOUND', 'Contract not found on this submission');
    return contract;
  }
}
