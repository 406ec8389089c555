/** An EIP-1193 provider: what a browser wallet puts in the page. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
}

/** What a wallet says about itself in its EIP-6963 announcement. */
export interface WalletInfo {
  uuid: string;
  name: string;
  /** A data: URI of the wallet's icon (empty for the `window.ethereum` fallback). */
  icon: string;
  rdns: string;
}

export interface BrowserWallet {
  info: WalletInfo;
  provider: Eip1193Provider;
  /** Ends what the wallet keeps open for this site (a WalletConnect session); browser wallets keep nothing. */
  release?: () => void;
}

/** EIP-1193's code for a request the user refused in the wallet. */
export const USER_REJECTED = 4001;
/** WalletConnect's code for a proposal or request the user refused in the wallet app. */
export const WALLETCONNECT_USER_REJECTED = 5000;
/** EIP-3326: the wallet does not know the chain asked for. */
export const UNRECOGNIZED_CHAIN = 4902;

/** The numeric `code` of a provider error (EIP-1193), when it has one. */
export function providerErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'number' ? code : undefined;
}

/** The wallet's own explanation of an error, when it gave one. */
export function providerErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const { message } = error;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
