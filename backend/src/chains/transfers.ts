import { Injectable } from '@nestjs/common';
import {
  BaseError,
  ContractFunctionExecutionError,
  erc20Abi,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from 'viem';
import { DomainError } from '../common/errors/domain.error';
import { chainName } from './chain-catalog';
import { ChainClients, ChainUnreachableError } from './chain-clients';

type Address = `0x${string}`;

/** What a transaction did, read from the chain (addresses lower-case). */
export type TransactionTransfers =
  | { found: false; headBlock: bigint }
  | {
      found: true;
      succeeded: boolean;
      to: Address | null;
      value: bigint;
      blockNumber: bigint;
      blockTime: Date;
      headBlock: bigint;
      /** Every ERC-20 `Transfer` log of the receipt, by the contract that emitted it. */
      transfers: { token: Address; to: Address; value: bigint }[];
    };

export interface TokenDescription {
  symbol: string;
  decimals: number;
}

function firstLine(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error);
}

/**
 * Reads the facts of a transfer from a chain: the transaction, its receipt and block, the head, and
 * an ERC-20's symbol and decimals. Read-only (CONTRACT §6). A read the chain did not answer is a
 * ChainUnreachableError, so its caller waits and tries again rather than deciding.
 */
@Injectable()
export class TransferReader {
  constructor(private readonly chains: ChainClients) {}

  async transfers(chainId: number, hash: Hex): Promise<TransactionTransfers> {
    const client = await this.chains.reachable(chainId);
    try {
      // viem keeps the block number for its polling interval by default; a check needs the head now.
      const headBlock = await client.getBlockNumber({ cacheTime: 0 });
      let receipt;
      try {
        receipt = await client.getTransactionReceipt({ hash });
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return { found: false, headBlock };
        throw error;
      }
      let transaction;
      try {
        transaction = await client.getTransaction({ hash });
      } catch (error) {
        if (error instanceof TransactionNotFoundError) return { found: false, headBlock };
        throw error;
      }
      const block = await client.getBlock({ blockNumber: receipt.blockNumber });
      const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true }).map(
        (log) => ({
          token: log.address.toLowerCase() as Address,
          to: log.args.to.toLowerCase() as Address,
          value: log.args.value,
        }),
      );
      return {
        found: true,
        succeeded: receipt.status === 'success',
        to: (transaction.to?.toLowerCase() as Address | undefined) ?? null,
        value: transaction.value,
        blockNumber: receipt.blockNumber,
        blockTime: new Date(Number(block.timestamp) * 1000),
        // The head read first may be behind the receipt's block on a node that just caught up.
        headBlock: headBlock > receipt.blockNumber ? headBlock : receipt.blockNumber,
        transfers,
      };
    } catch (error) {
      this.chains.unreliable(chainId);
      throw new ChainUnreachableError(chainId, firstLine(error));
    }
  }

  /**
   * An ERC-20's `symbol()` and `decimals()`. A chain that does not answer is a 503; an address that
   * answers no ERC-20 calls is the caller's mistake (400).
   */
  async describeToken(chainId: number, token: Address): Promise<TokenDescription> {
    let client;
    try {
      client = await this.chains.reachable(chainId);
    } catch (error) {
      if (error instanceof ChainUnreachableError) throw new DomainError('UNAVAILABLE', error.message);
      throw error;
    }
    try {
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ]);
      return { symbol: symbol.slice(0, 32), decimals };
    } catch (error) {
      if (error instanceof ContractFunctionExecutionError && !isTransportError(error)) {
        throw new DomainError(
          'VALIDATION_FAILED',
          `${token} does not answer as an ERC-20 token on ${chainName(chainId)} (symbol() and decimals())`,
        );
      }
      this.chains.unreliable(chainId);
      throw new DomainError('UNAVAILABLE', `${chainName(chainId)} could not be read: ${firstLine(error)}`);
    }
  }
}

function isTransportError(error: BaseError): boolean {
  return Boolean(
    error.walk((cause) => cause instanceof Error && /HttpRequestError|TimeoutError|WebSocket/.test(cause.name)),
  );
}
