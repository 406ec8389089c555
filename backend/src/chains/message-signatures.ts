import { Injectable } from '@nestjs/common';
import { ecdsaRecover } from 'secp256k1';
import { hashMessage, hexToBytes, isHex, keccak256, size, type Hex } from 'viem';
import { ChainClients } from './chain-clients';

export interface SignedMessage {
  /** Lower-case address that claims to have signed. */
  address: Hex;
  chainId: number;
  message: string;
  signature: Hex;
}

/**
 * - `valid`: the address signed the message (an account's key, or a contract wallet that says so).
 * - `other-signer`: a plain signature by another key, or a contract wallet that refuses it.
 * - `needs-rpc`: the signature can only be checked by the chain (a contract wallet's), and the
 *   chain has no RPC URL here.
 * - `chain-unreachable`: the chain was asked and did not answer.
 */
export type SignatureCheck = 'valid' | 'other-signer' | 'needs-rpc' | 'chain-unreachable';

/** An externally owned account's signature: r, s and v, 65 bytes. */
const ECDSA_SIGNATURE_BYTES = 65;

/**
 * The address whose key made a 65-byte signature of the message (null when none can have), by libsecp256k1 (the `secp256k1`
 * package's native binding): 0.1 ms, where viem's JavaScript recovery takes about 2.6 ms of the event
 * loop, which 50 sign-ins at once would queue into a p99 over 100 ms (docs/architecture.md).
 */
function recoveredSigner(message: string, signature: Hex): string | null | undefined {
  // Another length: not an account key's signature (a contract wallet's, perhaps).
  if (size(signature) !== ECDSA_SIGNATURE_BYTES) return undefined;
  const bytes = hexToBytes(signature);
  const v = bytes[64];
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  try {
    const publicKey = ecdsaRecover(bytes.subarray(0, 64), recovery, hexToBytes(hashMessage(message)), false);
    return `0x${keccak256(publicKey.subarray(1)).slice(-40)}`;
  } catch {
    return null;
  }
}

/**
 * Checks an EIP-191 personal-message signature. An account's own key is checked here, with no
 * chain read. Anything else may be a contract wallet's: EIP-1271 for a deployed one, EIP-6492 for
 * one not deployed yet, which only the chain can answer (viem's verifyMessage does both, through
 * the universal validator, in one eth_call).
 */
@Injectable()
export class MessageSignatures {
  constructor(private readonly chains: ChainClients) {}

  async check(signed: SignedMessage): Promise<SignatureCheck> {
    if (!isHex(signed.signature)) return 'other-signer';
    const signer = recoveredSigner(signed.message, signed.signature);
    if (signer === signed.address) return 'valid';
    const client = this.chains.client(signed.chainId);
    if (!client) return signer === undefined ? 'needs-rpc' : 'other-signer';
    try {
      // viem answers "invalid" when the validator's eth_call fails for any reason, the network's
      // included: a first read tells an unreachable (or misconfigured) chain from a refusal.
      if ((await client.getChainId()) !== signed.chainId) return 'chain-unreachable';
    } catch {
      return 'chain-unreachable';
    }
    try {
      const valid = await client.verifyMessage({
        address: signed.address,
        message: signed.message,
        signature: signed.signature,
      });
      return valid ? 'valid' : 'other-signer';
    } catch {
      return 'chain-unreachable';
    }
  }
}
