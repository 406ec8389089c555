import { onTestFinished } from 'vitest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

type WalletMethod =
  | 'eth_requestAccounts'
  | 'eth_chainId'
  | 'personal_sign'
  | 'eth_signTypedData_v4'
  | 'wallet_switchEthereumChain'
  | 'eth_sendTransaction';

export interface FakeWalletOptions {
  name?: string;
  /** The chain the wallet is on (EIP-155 id); Ethereum unless set. */
  chainId?: number;
  /** Requests the user refuses in the wallet (EIP-1193 error 4001). */
  refuses?: WalletMethod[];
}

/**
 * A browser wallet for component tests: an EIP-1193 provider over a viem local account with a key
 * made for the test, which really signs (personal_sign, eth_signTypedData_v4), "sends" transactions (answering a made-up hash), and the EIP-6963 info it announces.
 */
export function fakeWallet({ name = 'Test Wallet', chainId = 1, refuses = [] }: FakeWalletOptions = {}) {
  const account = privateKeyToAccount(generatePrivateKey());
  const calls: { method: string; params?: unknown }[] = [];
  let chain = chainId;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      calls.push({ method, params });
      if ((refuses as string[]).includes(method)) {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      switch (method) {
        case 'eth_requestAccounts':
          // Wallets often answer lower case; the message must carry the checksummed address.
          return [account.address.toLowerCase()];
        case 'eth_chainId':
          return `0x${chain.toString(16)}`;
        case 'personal_sign': {
          const [message] = params as [string, string];
          return account.signMessage({ message });
        }
        case 'eth_signTypedData_v4': {
          const [, json] = params as [string, string];
          const { EIP712Domain: _domainType, ...types } = (JSON.parse(json) as { types: Record<string, unknown> })
            .types;
          const typedData = JSON.parse(json) as Parameters<typeof account.signTypedData>[0];
          return account.signTypedData({ ...typedData, types });
        }
        case 'wallet_switchEthereumChain': {
          const [{ chainId: hex }] = params as [{ chainId: string }];
          chain = Number.parseInt(hex, 16);
          return null;
        }
        case 'eth_sendTransaction':
          // A wallet answers with the hash of the transaction it sent; here one made up per call.
          return `0x${calls.length.toString(16).padStart(64, '0')}`;
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
  };
  const info = {
    uuid: `uuid-${name}`,
    name,
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns: 'test.wallet',
  };
  return { account, provider, calls, info };
}

export type FakeWallet = ReturnType<typeof fakeWallet>;

/** Makes `wallets` answer EIP-6963's `eip6963:requestProvider` until the test ends. */
export function announceWallets(...wallets: FakeWallet[]): void {
  const announce = () => {
    for (const { info, provider } of wallets) {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    }
  };
  window.addEventListener('eip6963:requestProvider', announce);
  onTestFinished(() => window.removeEventListener('eip6963:requestProvider', announce));
}
