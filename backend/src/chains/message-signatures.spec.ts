import { describe, expect, it } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSignature, serializeSignature, type Hex } from 'viem';
import type { ChainClients } from './chain-clients';
import { MessageSignatures } from './message-signatures';

const offline = new MessageSignatures({ client: () => undefined } as unknown as ChainClients);

describe('MessageSignatures without a chain', () => {
  it("accepts the key's own signature, with v as 27/28 or as 0/1", async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = 'Sign in, please';
    const signature = await account.signMessage({ message });
    const address = account.address.toLowerCase() as Hex;
    expect(await offline.check({ address, chainId: 1, message, signature })).toBe('valid');
    const { r, s, yParity } = parseSignature(signature);
    const compact = serializeSignature({ r, s, yParity });
    const zeroOne = `${compact.slice(0, 130)}${yParity === 0 ? '00' : '01'}` as Hex;
    expect(await offline.check({ address, chainId: 1, message, signature: zeroOne })).toBe('valid');
  });

  it('refuses another key, another message, a broken v, and sends a longer signature to the chain', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const message = 'Sign in, please';
    const signature = await account.signMessage({ message });
    const address = account.address.toLowerCase() as Hex;
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    expect(await offline.check({ address, chainId: 1, message, signature: other })).toBe('other-signer');
    expect(await offline.check({ address, chainId: 1, message: `${message}!`, signature })).toBe('other-signer');
    expect(
      await offline.check({ address, chainId: 1, message, signature: `${signature.slice(0, 130)}05` as Hex }),
    ).toBe('other-signer');
    expect(await offline.check({ address, chainId: 1, message, signature: `0x${'ab'.repeat(100)}` })).toBe('needs-rpc');
    expect(await offline.check({ address, chainId: 1, message, signature: 'nonsense' as Hex })).toBe('other-signer');
  });
});
