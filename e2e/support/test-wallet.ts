import type { Page } from 'playwright-core';
import type { Hex, LocalAccount, TypedDataDefinition } from 'viem';

export interface TestWalletOptions {
  /** The wallet's account; `wallet.use` switches it. Its key stays in Node: the page never sees it. */
  account: LocalAccount;
  /** The chain the wallet says it is on (`eth_chainId`). */
  chainId: number;
  /**
   * How the page finds it: announced through EIP-6963 (the wallet chooser), as `window.ethereum`
   * (a page that asks the injected provider directly), or both. Default: EIP-6963.
   */
  discovery?: 'eip6963' | 'window.ethereum' | 'both';
  /** Sends `eth_sendTransaction` (signed in Node, e.g. to a local chain); without it the method is unsupported. */
  send?: (transaction: { to: Hex; data?: Hex; value?: Hex }) => Promise<Hex>;
}

export interface TestWallet {
  /** Every message `personal_sign` signed, in order. */
  messages: string[];
  /** Every typed data `eth_signTypedData_v4` signed, in order (as the page sent it). */
  typedData: Record<string, unknown>[];
  use(account: LocalAccount): void;
}

type Answer = { result: unknown } | { error: { code: number; message: string } };

const unsupported = (method: string): Answer => ({ error: { code: 4200, message: `Unsupported method ${method}` } });

/**
 * Puts a browser wallet into `page` before any of its scripts run: an EIP-1193 provider whose every
 * request is answered in Node (one exposed function), so signatures and transactions are made with
 * the account's key outside the page, for the address the page asks for, as a real wallet would.
 * Shared by the browser tests of wallet sign-in, ownership proofs and on-chain payments.
 */
export async function installTestWallet(page: Page, options: TestWalletOptions): Promise<TestWallet> {
  let account = options.account;
  const wallet: TestWallet = {
    messages: [],
    typedData: [],
    use: (next) => void (account = next),
  };
  const ownAddress = (address: string) => address.toLowerCase() === account.address.toLowerCase();
  const answer = async (method: string, params: unknown[]): Promise<Answer> => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [account.address.toLowerCase()] };
      case 'eth_chainId':
        return { result: `0x${options.chainId.toString(16)}` };
      case 'wallet_switchEthereumChain':
        return { result: null };
      case 'personal_sign': {
        const [message, address] = params as [string, string];
        if (!ownAddress(address)) return { error: { code: 4100, message: `Not this wallet's address: ${address}` } };
        wallet.messages.push(message);
        return { result: await account.signMessage({ message }) };
      }
      case 'eth_signTypedData_v4': {
        const [address, json] = params as [string, string];
        if (!ownAddress(address)) return { error: { code: 4100, message: `Not this wallet's address: ${address}` } };
        const typedData = JSON.parse(json) as TypedDataDefinition & { types: Record<string, unknown> };
        wallet.typedData.push(typedData);
        // The domain's own type is implied by the domain; viem derives it.
        const { EIP712Domain: _domain, ...types } = typedData.types;
        return { result: await account.signTypedData({ ...typedData, types }) };
      }
      case 'eth_sendTransaction':
        if (!options.send) return unsupported(method);
        return { result: await options.send((params as [{ to: Hex; data?: Hex; value?: Hex }])[0]) };
      default:
        return unsupported(method);
    }
  };
  await page.exposeFunction('testWalletRequest', (method: string, params: string) =>
    answer(method, JSON.parse(params) as unknown[]),
  );
  await page.addInitScript((discovery: NonNullable<TestWalletOptions['discovery']>) => {
    type Bridge = { testWalletRequest: (method: string, params: string) => Promise<Answer> };
    const bridge = window as unknown as Bridge;
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
        const answered = await bridge.testWalletRequest(method, JSON.stringify(params ?? []));
        if ('error' in answered) throw Object.assign(new Error(answered.error.message), { code: answered.error.code });
        return answered.result;
      },
    };
    if (discovery !== 'eip6963') (window as unknown as { ethereum: unknown }).ethereum = provider;
    if (discovery === 'window.ethereum') return;
    const info = Object.freeze({
      uuid: '0b6b6f7e-4a8f-4c59-9a39-6c5b3d2f1e01',
      name: 'Test Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
      rdns: 'test.e2e.wallet',
    });
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }, options.discovery ?? 'eip6963');
  return wallet;
}
