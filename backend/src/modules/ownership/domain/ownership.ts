import { getAddress, isAddress } from 'viem';

/** The product's name, as the proofs name it: the EIP-712 domain, the well-known file and the TXT record. */
export const PRODUCT_NAME = 'ChainBoost';
export const WELL_KNOWN_PATH = '/.well-known/chainboost-verification.txt';
export const DNS_RECORD_PREFIX = 'chainboost-verification=';

export const OWNERSHIP_LIMITS = {
  contractsPerSubmission: 10,
  signersPerContract: 5,
  /** A challenge is signed within this time or asked for again. */
  challengeTtlSeconds: 10 * 60,
} as const;

export interface ProjectContract {
  id: number;
  submissionId: number;
  chainId: number;
  /** Lower-case. */
  address: `0x${string}`;
  createdAt: Date;
}

export const PROOF_METHODS = ['signature', 'well-known-file', 'dns'] as const;
export type ProofMethod = (typeof PROOF_METHODS)[number];

/** Who signed a signature proof: the contract's owner(), its EIP-1967 admin, or a signer an admin accepted. */
export const SIGNER_KINDS = ['owner', 'admin', 'registered-signer'] as const;
export type SignerKind = (typeof SIGNER_KINDS)[number];

/** `checking`: a first proof whose check is queued (the chain did not answer); it shows no badge. */
export const PROOF_STATUSES = ['verified', 'lapsed', 'checking'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** What a signature proof whose first check is queued keeps to finish it: the signed claim's parts. */
export interface QueuedSignature {
  signature: `0x${string}`;
  nonce: string;
  /** The claim's expiry, Unix seconds (it was before this when the signature arrived). */
  expiry: number;
}

export type ProofEvidence =
  | {
      method: 'signature';
      signer: `0x${string}`;
      /** Null while the first check is queued (status `checking`): not known until the chain answers. */
      signerKind: SignerKind | null;
      chainId: number;
      contract: `0x${string}`;
      /** Only while the first check is queued. */
      queued?: QueuedSignature;
    }
  | { method: 'well-known-file'; url: string }
  | { method: 'dns'; domain: string; record: string };

export interface OwnershipProof {
  id: number;
  submissionId: number;
  contractId: number | null;
  method: ProofMethod;
  status: ProofStatus;
  /** A re-check is queued (the chain or the site did not answer): shown as "Checking…" until it settles. */
  checking: boolean;
  evidence: ProofEvidence;
  checkedAt: Date;
  lapsedAt: Date | null;
}

export const SIGNER_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

export interface RegisteredSigner {
  id: number;
  contractId: number;
  address: `0x${string}`;
  status: SignerStatus;
  createdAt: Date;
}

/**
 * An address typed by a person: 0x and 40 hex digits; in mixed case it must be the EIP-55 checksum
 * (all lower or all upper case carries none). Answers the lower-case form, or why it is refused.
 */
export function parseAddress(input: string): { address: `0x${string}` } | { refusal: string } {
  const value = input.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return { refusal: `${value} is not an address (0x and 40 hex digits)` };
  const digits = value.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && !isAddress(value, { strict: true }))
    return { refusal: `${value} fails its EIP-55 checksum (mixed case must be the checksum)` };
  return { address: value.toLowerCase() as `0x${string}` };
}

export function checksummed(address: string): `0x${string}` {
  return getAddress(address);
}

/** The EIP-1967 admin slot: bytes32(uint256(keccak256('eip1967.proxy.admin')) - 1). */
export const EIP1967_ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';

/** The address held in the low 20 bytes of a storage word, or null for an empty slot. */
export function addressInSlot(word: string | undefined): `0x${string}` | null {
  if (!word || !/^0x[0-9a-fA-F]*$/.test(word)) return null;
  const hex = word.slice(2).padStart(64, '0').slice(-40).toLowerCase();
  return /^0+$/.test(hex) ? null : `0x${hex}`;
}

export interface OwnershipClaim {
  /** The submission's id. */
  projectId: number;
  contract: `0x${string}`;
  chainId: number;
  nonce: string;
  /** Unix seconds. */
  expiry: number;
}

export const OWNERSHIP_CLAIM_TYPES = {
  OwnershipClaim: [
    { name: 'projectId', type: 'uint256' },
    { name: 'contract', type: 'address' },
    { name: 'chainId', type: 'uint256' },
    { name: 'nonce', type: 'string' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

/** The EIP-712 typed data a wallet signs (`eth_signTypedData_v4`) to prove it controls the contract. */
export function ownershipTypedData(claim: OwnershipClaim) {
  return {
    domain: { name: PRODUCT_NAME, version: '1', chainId: claim.chainId },
    types: OWNERSHIP_CLAIM_TYPES,
    primaryType: 'OwnershipClaim' as const,
    message: {
      projectId: BigInt(claim.projectId),
      contract: checksummed(claim.contract),
      chainId: BigInt(claim.chainId),
      nonce: claim.nonce,
      expiry: BigInt(claim.expiry),
    },
  };
}

/**
 * Who, among the addresses that control the contract now, the signer is: its owner(), its
 * EIP-1967 admin, or a signer the team registered and an admin accepted. Null: none of them.
 */
export function signerKindOf(
  signer: string,
  controllers: { owner: string | null; admin: string | null; registeredSigners: readonly string[] },
): SignerKind | null {
  const address = signer.toLowerCase();
  if (controllers.owner === address) return 'owner';
  if (controllers.admin === address) return 'admin';
  if (controllers.registeredSigners.includes(address)) return 'registered-signer';
  return null;
}

/** The badge's method text: "contract owner on Base", "contract admin on Base", "registered signer on Base", "domain". */
export function badgeText(evidence: ProofEvidence, chainName: (chainId: number) => string): string {
  if (evidence.method !== 'signature') return 'domain';
  if (!evidence.signerKind) return `signature on ${chainName(evidence.chainId)}`;
  const who = { owner: 'contract owner', admin: 'contract admin', 'registered-signer': 'registered signer' }[
    evidence.signerKind
  ];
  return `${who} on ${chainName(evidence.chainId)}`;
}

/** The host a website proof is for: the submission's website, without a leading "www.". */
export function websiteHost(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.hostname ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

export function wellKnownUrl(website: string, allowHttp: boolean): string {
  const url = new URL(website);
  const protocol = allowHttp && url.protocol === 'http:' ? 'http:' : 'https:';
  return `${protocol}//${url.host}${WELL_KNOWN_PATH}`;
}

/** The file holds the token when one of its lines is the token itself. */
export function fileHoldsToken(body: string, token: string): boolean {
  return body.split(/\r?\n/).some((line) => line.trim() === token);
}

/** A TXT record holds the token as `chainboost-verification=<token>` (its strings joined, as DNS splits long ones). */
export function recordsHoldToken(records: readonly (readonly string[])[], token: string): boolean {
  return records.some((strings) => strings.join('').trim() === `${DNS_RECORD_PREFIX}${token}`);
}
