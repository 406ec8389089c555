import { describe, expect, it } from 'vitest';
import type { ChainClients } from './chain-clients';
import { ENS_CACHE_MS, EnsNames } from './ens-names';

const vitalik = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045';
const nobody = '0x0000000000000000000000000000000000000001';

/** A mainnet client that knows one name, counting the questions it is asked. */
function mainnet(failing = false) {
  const asked: string[] = [];
  const client = {
    getEnsName: ({ address }: { address: string }) => {
      asked.push(address);
      if (failing) return Promise.reject(new Error('network down'));
      return Promise.resolve(address === vitalik ? 'vitalik.eth' : null);
    },
  };
  const chains = { client: (id: number) => (id === 1 ? client : undefined) } as unknown as ChainClients;
  return { names: new EnsNames(chains), asked };
}

describe('EnsNames', () => {
  it('names the addresses mainnet resolves, in any letter case, and caches answers with no name too', async () => {
    const { names, asked } = mainnet();
    const found = await names.namesOf([vitalik.toUpperCase().replace('0X', '0x'), nobody], 0);
    expect(found).toEqual(new Map([[vitalik, 'vitalik.eth']]));
    await names.namesOf([vitalik, nobody], ENS_CACHE_MS - 1);
    expect(asked).toHaveLength(2);
    await names.namesOf([vitalik], ENS_CACHE_MS + 1);
    expect(asked).toHaveLength(3);
  });

  it('shows no name when the lookup fails, and asks again next time', async () => {
    const { names, asked } = mainnet(true);
    expect(await names.namesOf([vitalik], 0)).toEqual(new Map());
    await names.namesOf([vitalik], 1);
    expect(asked).toHaveLength(2);
  });

  it('asks nothing without a mainnet RPC URL', async () => {
    const chains = { client: () => undefined } as unknown as ChainClients;
    expect(await new EnsNames(chains).namesOf([vitalik])).toEqual(new Map());
  });
});
