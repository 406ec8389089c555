import { Injectable } from '@nestjs/common';
import type { Hex, PublicClient } from 'viem';
import { ChainClients } from './chain-clients';

/** ENS lives on Ethereum mainnet. */
const ENS_CHAIN_ID = 1;
/** A name (or the absence of one) is kept this long before it is asked again. */
export const ENS_CACHE_MS = 60 * 60 * 1000;
/** A lookup that takes longer than this shows no name this time; it is asked again on the next read. */
export const ENS_LOOKUP_TIMEOUT_MS = 2_000;

type EnsReader = Pick<PublicClient, 'getEnsName'>;

/**
 * The primary ENS name of an address, where the mainnet RPC URL resolves one: viem asks the ENS
 * universal resolver for the reverse record, which also checks that the name resolves forward to
 * the same address, so a name someone merely claims is not shown. Answers are cached; a failed or
 * slow lookup is not, and shows no name.
 */
@Injectable()
export class EnsNames {
  private readonly cache = new Map<string, { name: string | null; until: number }>();

  constructor(private readonly chains: ChainClients) {}

  /** Names of `addresses` (lower-case keys); an address without one is absent. */
  async namesOf(addresses: readonly string[], now = Date.now()): Promise<Map<string, string>> {
    const client = this.chains.client(ENS_CHAIN_ID);
    const names = new Map<string, string>();
    if (!client) return names;
    await Promise.all(
      addresses.map(async (address) => {
        const name = await this.nameOf(client, address.toLowerCase(), now);
        if (name) names.set(address.toLowerCase(), name);
      }),
    );
    return names;
  }

  private async nameOf(client: EnsReader, address: string, now: number): Promise<string | null> {
    const cached = this.cache.get(address);
    if (cached && cached.until > now) return cached.name;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ENS_LOOKUP_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([client.getEnsName({ address: address as Hex }), timeout]);
      if (answer === 'timeout') return null;
      this.cache.set(address, { name: answer, until: now + ENS_CACHE_MS });
      return answer;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
