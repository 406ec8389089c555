import { Inject, Injectable } from '@nestjs/common';
import { createPublicClient, http, webSocket, type PublicClient } from 'viem';
import { DomainError } from '../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { chainName } from './chain-catalog';

/** How long one JSON-RPC request may take before the read counts as failed. */
const RPC_TIMEOUT_MS = 10_000;

/**
 * The chain did not answer, answered as another chain, or refused the read: a check that meets it
 * has not failed, it has not finished, and is tried again later (the caller queues it).
 */
export class ChainUnreachableError extends Error {
  constructor(
    readonly chainId: number,
    reason: string,
  ) {
    super(`${chainName(chainId)} could not be read: ${reason}`);
    this.name = 'ChainUnreachableError';
  }
}

/**
 * The chains the site accepts and a read-only JSON-RPC client for each that has a URL
 * (CHAIN_RPC_URLS). The server never holds a key: these clients only read (CONTRACT §6).
 */
@Injectable()
export class ChainClients {
  private readonly clients = new Map<number, PublicClient>();
  /** Chains whose RPC URL answered with the right chain id once: asked again only after a failure. */
  private readonly identified = new Set<number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The accepted chain ids, in their configured order. */
  get ids(): readonly number[] {
    return this.config.chains.ids;
  }

  isAccepted(chainId: number): boolean {
    return this.config.chains.ids.includes(chainId);
  }

  /** Blocks a transaction on the chain needs (its own included) before a check counts it (CHAIN_CONFIRMATIONS). */
  confirmations(chainId: number): number {
    return this.config.chains.confirmations[chainId] ?? 1;
  }

  /**
   * The chain's client for a request that cannot go on without it: a chain that is not accepted is
   * the caller's mistake (400), one without an RPC URL is this site's (503), each with a message.
   */
  required(chainId: number): PublicClient {
    if (!this.isAccepted(chainId))
      throw new DomainError(
        'VALIDATION_FAILED',
        `Chain ${chainId} is not accepted here (accepted: ${this.ids.join(', ')})`,
      );
    const client = this.client(chainId);
    if (!client)
      throw new DomainError(
        'UNAVAILABLE',
        `${chainName(chainId)} cannot be checked right now: this site has no RPC URL for chain ${chainId}`,
      );
    return client;
  }

  /**
   * `required(chainId)`, after making sure the URL serves that chain (a URL of another network would
   * make every answer wrong, not missing). Whatever goes wrong on the way is a ChainUnreachableError.
   */
  async reachable(chainId: number): Promise<PublicClient> {
    const client = this.required(chainId);
    if (this.identified.has(chainId)) return client;
    let answered: number;
    try {
      answered = await client.getChainId();
    } catch (error) {
      throw new ChainUnreachableError(chainId, error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    if (answered !== chainId) throw new ChainUnreachableError(chainId, `its RPC URL serves chain ${answered}`);
    this.identified.add(chainId);
    return client;
  }

  /** Forget that the chain answered: after a read failed, the next one checks the chain id again. */
  unreliable(chainId: number): void {
    this.identified.delete(chainId);
  }

  /** The chain's client, or undefined when no RPC URL is configured for it. */
  client(chainId: number): PublicClient | undefined {
    const url = this.config.chains.rpcUrls[chainId];
    if (!url) return undefined;
    let client = this.clients.get(chainId);
    if (!client) {
      const transport = /^wss?:/.test(url)
        ? webSocket(url, { timeout: RPC_TIMEOUT_MS })
        : // Two retries with viem's exponential backoff (150 ms, 300 ms): a rate-limited or briefly
          // unreachable node is asked again before the read counts as failed (and is queued by its caller).
          http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 2, retryDelay: 150 });
      client = createPublicClient({ transport });
      this.clients.set(chainId, client);
    }
    return client;
  }
}
