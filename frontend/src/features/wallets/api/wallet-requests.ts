import { sendData } from '../../../lib/api-client';
import type { WalletSignInFields } from '../../../lib/api-types';

/**
 * A single-use nonce kept in this browser's session, with what the EIP-4361 message must say
 * (statement, accepted chains). Used by signing in and by linking a wallet alike.
 */
export function requestWalletNonce(): Promise<WalletSignInFields> {
  return sendData('POST', '/api/auth/wallet/nonce');
}
