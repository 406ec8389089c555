import type {
  OwnershipProof,
  ProjectContract,
  ProofEvidence,
  ProofMethod,
  ProofStatus,
  RegisteredSigner,
  SignerStatus,
} from '../domain/ownership';

export interface StoredChallenge {
  nonce: string;
  submissionId: number;
  contractId: number;
  expiresAt: Date;
}

export interface NewProof {
  submissionId: number;
  contractId: number | null;
  method: ProofMethod;
  evidence: ProofEvidence;
}

/** What "Your data" exports of a submission's ownership: its contracts, signers and proofs. */
export interface OwnershipAccountRecord {
  submissionId: number;
  contracts: { chainId: number; address: string; addedAt: Date }[];
  signers: { contract: string; address: string; status: string; registeredAt: Date }[];
  proofs: { method: string; status: string; evidence: unknown; checkedAt: Date; lapsedAt: Date | null }[];
}

export abstract class OwnershipRepository {
  abstract contractsOf(submissionId: number): Promise<ProjectContract[]>;
  abstract contract(submissionId: number, contractId: number): Promise<ProjectContract | null>;
  /** Adds the contract unless the submission has it already (null then). */
  abstract addContract(submissionId: number, chainId: number, address: string): Promise<ProjectContract | null>;
  abstract removeContract(submissionId: number, contractId: number): Promise<boolean>;

  abstract saveChallenge(challenge: StoredChallenge): Promise<void>;
  /** Takes the nonce (a DELETE … RETURNING: it serves one attempt, whatever its outcome). */
  abstract takeChallenge(nonce: string): Promise<StoredChallenge | null>;

  abstract signersOf(submissionId: number): Promise<RegisteredSigner[]>;
  abstract acceptedSigners(contractId: number): Promise<string[]>;
  abstract addSigner(contractId: number, address: string): Promise<RegisteredSigner | null>;
  abstract signer(signerId: number): Promise<(RegisteredSigner & { submissionId: number }) | null>;
  abstract decideSigner(signerId: number, status: Exclude<SignerStatus, 'pending'>): Promise<RegisteredSigner | null>;

  abstract proofsOf(submissionId: number): Promise<OwnershipProof[]>;
  abstract proof(proofId: number): Promise<OwnershipProof | null>;
  /** Stores a verified proof, replacing the one of the same method (and contract). */
  abstract saveVerified(proof: NewProof): Promise<OwnershipProof>;
  /**
   * A first proof whose check is queued (status `checking`); it never replaces a verified proof of
   * the same contract and method, which is answered instead.
   */
  abstract saveChecking(proof: NewProof): Promise<OwnershipProof>;
  abstract deleteProof(proofId: number): Promise<void>;
  /** Every submission of the account that has contracts or proofs, with them. */
  abstract accountData(userId: number): Promise<OwnershipAccountRecord[]>;
  abstract setStatus(proofId: number, status: ProofStatus, checking: boolean): Promise<OwnershipProof | null>;
  abstract verifiedProofIds(): Promise<number[]>;

  /** The submission's token for the website proofs, made on first use. */
  abstract tokenOf(submissionId: number): Promise<string>;
}
