import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { fakeWallet } from '../../../test-support/fake-wallet';
import { walletNonce } from '../../../test-support/fixtures';
import { signInWithWallet, switchWalletChain, WalletAnswerError, WrongNetworkError } from './sign-in-message';

const site = { host: 'chainboost.example', origin: 'https://chainboost.example' };

describe('signInWithWallet', () => {
  it("signs this site's EIP-4361 message with the wallet's checksummed address and chain", async () => {
    const wallet = fakeWallet({ chainId: 8453 });
    const proof = await signInWithWallet(wallet.provider, walletNonce(), site);
    expect(proof.address).toBe(wallet.account.address);
    expect(proof.chainId).toBe(8453);
    const parsed = parseSiweMessage(proof.message);
    expect(parsed).toMatchObject({
      domain: 'chainboost.example',
      uri: 'https://chainboost.example',
      address: wallet.account.address,
      chainId: 8453,
      nonce: 'n0nce4wallet',
      statement: 'Sign in to ChainBoost with this wallet.',
      version: '1',
    });
    expect(Math.abs((parsed.issuedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(5000);
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: proof.message,
        signature: proof.signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('stops before signing on a chain the server does not accept, naming the first accepted one', async () => {
    const wallet = fakeWallet({ chainId: 56 });
    const refused = signInWithWallet(wallet.provider, walletNonce({ chainIds: [10, 1] }), site);
    await expect(refused).rejects.toBeInstanceOf(WrongNetworkError);
    await expect(refused).rejects.toMatchObject({ chainId: 56, accepted: [10, 1] });
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_requestAccounts', 'eth_chainId']);

    await switchWalletChain(wallet.provider, 10);
    expect(wallet.calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] });
    expect((await signInWithWallet(wallet.provider, walletNonce({ chainIds: [10, 1] }), site)).chainId).toBe(10);
  });

  it("passes the wallet's refusal on, and refuses a wallet that shares no account", async () => {
    const refusing = fakeWallet({ refuses: ['personal_sign'] });
    await expect(signInWithWallet(refusing.provider, walletNonce(), site)).rejects.toMatchObject({ code: 4001 });
    const empty = { request: async () => [] };
    await expect(signInWithWallet(empty, walletNonce(), site)).rejects.toBeInstanceOf(WalletAnswerError);
  });
});
