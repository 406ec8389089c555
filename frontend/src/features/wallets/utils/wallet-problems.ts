import { ApiError, serverMessage } from '../../../lib/api-client';
import { providerErrorCode, providerErrorMessage, USER_REJECTED, WALLETCONNECT_USER_REJECTED } from './eip1193';
import { WalletConnectUnreachableError } from './walletconnect-wallet';

export const NO_WALLET_FOR_SIGN_IN =
  'No wallet found in this browser. Install a wallet such as MetaMask, or sign in with your username and password.';
export const NO_WALLET_FOR_LINK = 'No wallet found in this browser. Install a wallet such as MetaMask, then try again.';
export const CANCELLED_IN_WALLET = 'The request was cancelled in your wallet.';
export const SERVER_UNREACHABLE = 'Could not reach the server. Please try again.';

/** What the wallet panel says when a step failed: the server's message, a refusal in the wallet, or the wallet's error. */
export function walletProblemMessage(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? SERVER_UNREACHABLE;
  const code = providerErrorCode(error);
  if (code === USER_REJECTED || code === WALLETCONNECT_USER_REJECTED) return CANCELLED_IN_WALLET;
  if (error instanceof WalletConnectUnreachableError) return error.message;
  if (error instanceof TypeError && /fetch/i.test(error.message)) return SERVER_UNREACHABLE;
  const detail = providerErrorMessage(error);
  return detail
    ? `Your wallet could not complete the request: ${detail}`
    : 'Your wallet could not complete the request.';
}
