import { Inject, Injectable } from '@nestjs/common';
import { createPublicClient, http, webSocket, type PublicClient } from 'viem';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** How long one JSON-RPC request may take before the read counts as failed. */
const RPC_TIMEOUT_MS = 10_000;

/**
 * The chains the site accepts and a read-only JSON-RPC client for each that has a URL
 * (CHAIN_RPC_URLS). The server never holds a key: these clients only read (CONTRACT §6).
 */
@Injectable()
export class ChainClients {
  private readonly clients = new Map<number, PublicClient>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The accepted chain ids, in their configured order. */
  get ids(): readonly number[] {
    return this.config.chains.ids;
  }

  isAccepted(chainId: number): boolean {
    return this.config.chains.ids.includes(chainId);
  }

  /** The chain's client, or undefined when no RPC URL is configured for it. */
  client(chainId: number): PublicClient | undefined {
    const url = this.config.chains.rpcUrls[chainId];
    if (!url) return undefined;
    let client = this.clients.get(chainId);
    if (!client) {
      const transport = /^wss?:/.test(url)
        ? webSocket(url, { timeout: RPC_TIMEOUT_MS })
        : http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 1 });
      client = createPublicClient({ transport });
      this.clients.set(chainId, client);
    }
    return client;
  }
}
