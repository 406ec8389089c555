import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  OwnershipRepository,
  type NewProof,
  type OwnershipAccountRecord,
  type StoredChallenge,
} from '../application/ownership.repository';
import type { OwnershipProof, ProjectContract, ProofStatus, RegisteredSigner, SignerStatus } from '../domain/ownership';
import {
  OwnershipChallengeEntity,
  OwnershipProofEntity,
  OwnershipSignerEntity,
  ProjectContractEntity,
} from './ownership.entities';
import {
  DELETE_OLD_CHALLENGES,
  ENSURE_TOKEN,
  TAKE_CHALLENGE,
  UPSERT_VERIFIED_PROOF,
  UPSERT_CHECKING_PROOF,
  PROOF_OF_CONTRACT,
  OWNERSHIP_OF_ACCOUNT,
} from './ownership.statements';

const OLDEST_FIRST = { id: 'ASC' } as const;

@Injectable()
export class TypeormOwnershipRepository extends OwnershipRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get manager() {
    return this.unitOfWork.manager();
  }

  private get contracts() {
    return this.manager.getRepository(ProjectContractEntity);
  }

  private get proofs() {
    return this.manager.getRepository(OwnershipProofEntity);
  }

  private get signers() {
    return this.manager.getRepository(OwnershipSignerEntity);
  }

  contractsOf(submissionId: number): Promise<ProjectContract[]> {
    return this.contracts.find({ where: { submissionId }, order: OLDEST_FIRST });
  }

  contract(submissionId: number, contractId: number): Promise<ProjectContract | null> {
    return this.contracts.findOneBy({ id: contractId, submissionId });
  }

  async addContract(submissionId: number, chainId: number, address: `0x${string}`): Promise<ProjectContract | null> {
    try {
      return await this.contracts.save(this.contracts.create({ submissionId, chainId, address }));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async removeContract(submissionId: number, contractId: number): Promise<boolean> {
    const { affected } = await this.contracts.delete({ id: contractId, submissionId });
    return Boolean(affected);
  }

  async saveChallenge(challenge: StoredChallenge): Promise<void> {
    await this.manager.query(DELETE_OLD_CHALLENGES);
    await this.manager.getRepository(OwnershipChallengeEntity).insert(challenge);
  }

  async takeChallenge(nonce: string): Promise<StoredChallenge | null> {
    const [rows] = await this.manager.query<[StoredChallenge[], number]>(TAKE_CHALLENGE, [nonce]);
    return rows[0] ?? null;
  }

  async signersOf(submissionId: number): Promise<RegisteredSigner[]> {
    const contractIds = (await this.contractsOf(submissionId)).map((contract) => contract.id);
    if (contractIds.length === 0) return [];
    return this.signers.find({ where: { contractId: In(contractIds) }, order: OLDEST_FIRST });
  }

  async acceptedSigners(contractId: number): Promise<string[]> {
    const rows = await this.signers.find({ select: { address: true }, where: { contractId, status: 'accepted' } });
    return rows.map((row) => row.address);
  }

  async addSigner(contractId: number, address: `0x${string}`): Promise<RegisteredSigner | null> {
    try {
      return await this.signers.save(this.signers.create({ contractId, address, status: 'pending' }));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async signer(signerId: number): Promise<(RegisteredSigner & { submissionId: number }) | null> {
    const signer = await this.signers.findOneBy({ id: signerId });
    if (!signer) return null;
    const contract = await this.contracts.findOneBy({ id: signer.contractId });
    return contract ? { ...signer, submissionId: contract.submissionId } : null;
  }

  async decideSigner(signerId: number, status: Exclude<SignerStatus, 'pending'>): Promise<RegisteredSigner | null> {
    const { affected } = await this.signers.update({ id: signerId }, { status });
    return affected ? this.signers.findOneBy({ id: signerId }) : null;
  }

  proofsOf(submissionId: number): Promise<OwnershipProof[]> {
    return this.proofs.find({ where: { submissionId }, order: OLDEST_FIRST });
  }

  proof(proofId: number): Promise<OwnershipProof | null> {
    return this.proofs.findOneBy({ id: proofId });
  }

  async saveVerified(proof: NewProof): Promise<OwnershipProof> {
    const [{ id }] = await this.manager.query<{ id: number }[]>(UPSERT_VERIFIED_PROOF, [
      proof.submissionId,
      proof.contractId,
      proof.method,
      JSON.stringify(proof.evidence),
    ]);
    return (await this.proof(id))!;
  }

  async saveChecking(proof: NewProof): Promise<OwnershipProof> {
    const saved = await this.manager.query<{ id: number }[]>(UPSERT_CHECKING_PROOF, [
      proof.submissionId,
      proof.contractId,
      proof.method,
      JSON.stringify(proof.evidence),
    ]);
    const [{ id }] = saved.length
      ? saved
      : await this.manager.query<{ id: number }[]>(PROOF_OF_CONTRACT, [
          proof.submissionId,
          proof.method,
          proof.contractId,
        ]);
    return (await this.proof(id))!;
  }

  accountData(userId: number): Promise<OwnershipAccountRecord[]> {
    return this.manager.query(OWNERSHIP_OF_ACCOUNT, [userId]);
  }

  async deleteProof(proofId: number): Promise<void> {
    await this.proofs.delete({ id: proofId });
  }

  async setStatus(proofId: number, status: ProofStatus, checking: boolean): Promise<OwnershipProof | null> {
    const changes =
      status === 'lapsed'
        ? { status, checking, checkedAt: new Date(), lapsedAt: new Date() }
        : checking
          ? { status, checking }
          : { status, checking, checkedAt: new Date() };
    await this.proofs.update({ id: proofId }, changes);
    return this.proof(proofId);
  }

  async verifiedProofIds(): Promise<number[]> {
    const rows = await this.proofs.find({ select: { id: true }, where: { status: 'verified' }, order: OLDEST_FIRST });
    return rows.map((row) => row.id);
  }

  async tokenOf(submissionId: number): Promise<string> {
    const [{ token }] = await this.manager.query<{ token: string }[]>(ENSURE_TOKEN, [
      submissionId,
      randomBytes(16).toString('hex'),
    ]);
    return token;
  }
}
