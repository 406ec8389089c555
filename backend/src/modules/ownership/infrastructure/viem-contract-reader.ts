import { Injectable } from '@nestjs/common';
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  parseAbi,
  recoverTypedDataAddress,
  type PublicClient,
} from 'viem';
import { ChainClients, ChainUnreachableError } from '../../../chains/chain-clients';
import { ContractReader } from '../application/contract-reader';
import { addressInSlot, EIP1967_ADMIN_SLOT, ownershipTypedData, type OwnershipClaim } from '../domain/ownership';

const OWNABLE_ABI = parseAbi(['function owner() view returns (address)']);

/** The chain reads of a proof, with viem on the chain's read-only client (ChainClients). */
@Injectable()
export class ViemContractReader extends ContractReader {
  constructor(private readonly chains: ChainClients) {
    super();
  }

  async isContract(chainId: number, address: `0x${string}`): Promise<boolean> {
    const code = await this.read(chainId, (client) => client.getCode({ address }));
    return Boolean(code && code !== '0x');
  }

  async controllers(chainId: number, address: `0x${string}`): Promise<{ owner: string | null; admin: string | null }> {
    const client = await this.chains.reachable(chainId);
    const [owner, adminWord] = await Promise.all([
      this.ownerOf(chainId, client, address),
      this.read(chainId, (reachable) => reachable.getStorageAt({ address, slot: EIP1967_ADMIN_SLOT })),
    ]);
    return { owner, admin: addressInSlot(adminWord) };
  }

  async signedBy(claim: OwnershipClaim, signer: `0x${string}`, signature: `0x${string}`): Promise<boolean> {
    const typedData = ownershipTypedData(claim);
    // An account's key is checked offline; anything else may be a contract's (EIP-1271) and needs the chain.
    try {
      const recovered = await recoverTypedDataAddress({ ...typedData, signature });
      if (recovered.toLowerCase() === signer) return true;
    } catch {
      // Not a 65-byte signature: a contract wallet's, perhaps.
    }
    const code = await this.read(claim.chainId, (client) => client.getCode({ address: signer }));
    if (!code || code === '0x') return false;
    // viem's universal check (EIP-1271, EIP-6492) in one eth_call; it answers false for a refusal.
    return this.read(claim.chainId, (client) => client.verifyTypedData({ address: signer, ...typedData, signature }));
  }

  /** owner(): null when the contract has none (the call reverts or answers nothing). */
  private async ownerOf(chainId: number, client: PublicClient, address: `0x${string}`): Promise<string | null> {
    try {
      const owner = await client.readContract({ address, abi: OWNABLE_ABI, functionName: 'owner' });
      return /^0x0{40}$/i.test(owner) ? null : owner.toLowerCase();
    } catch (error) {
      if (
        error instanceof BaseError &&
        error.walk(
          (cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
        )
      )
        return null;
      this.chains.unreliable(chainId);
      throw new ChainUnreachableError(chainId, error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  }

  private async read<T>(chainId: number, reading: (client: PublicClient) => Promise<T>): Promise<T> {
    const client = await this.chains.reachable(chainId);
    try {
      return await reading(client);
    } catch (error) {
      this.chains.unreliable(chainId);
      throw new ChainUnreachableError(chainId, error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  }
}
