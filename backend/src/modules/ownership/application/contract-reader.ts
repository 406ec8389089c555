import type { OwnershipClaim } from '../domain/ownership';

/**
 * Reads what a proof needs from a chain, at its latest block. Every method throws
 * ChainUnreachableError (chains/) when the chain did not answer: the check has not failed.
 */
export abstract class ContractReader {
  /** Whether the address holds code (an account without code is not a contract). */
  abstract isContract(chainId: number, address: `0x${string}`): Promise<boolean>;
  /** The contract's owner() (null when it has none) and its EIP-1967 admin (null when the slot is empty). */
  abstract controllers(
    chainId: number,
    address: `0x${string}`,
  ): Promise<{ owner: string | null; admin: string | null }>;
  /**
   * Whether `signer` signed the claim: an account's key offline, a contract (a Safe) through EIP-1271
   * (viem's universal check, one eth_call).
   */
  abstract signedBy(claim: OwnershipClaim, signer: `0x${string}`, signature: `0x${string}`): Promise<boolean>;
}
