import { apiKey, fetchPublicData, sendData } from '../../../lib/api-client';
import type { WalletOptions, WalletSignInFields } from '../../../lib/api-types';

/**
 * A single-use nonce kept in this browser's session, with what the EIP-4361 message must say
 * (statement, accepted chains). Used by signing in and by linking a wallet alike.
 */
export function requestWalletNonce(): Promise<WalletSignInFields> {
  return sendData('POST', '/api/auth/wallet/nonce');
}

/**
 * The accepted chains and whether this site offers WalletConnect. Read as a wallet is looked for
 * (alongside the browser's announcements, so it adds no wait); a failed read offers browser
 * wallets only, and the nonce request that follows says plainly when the server cannot be reached.
 */
export function requestWalletOptions(): Promise<WalletOptions | null> {
  return fetchPublicData(apiKey('/api/auth/wallet/options')).catch(() => null);
}
