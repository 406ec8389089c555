// Apart from auth-requests.ts, which the navbar's logout brings into the entry chunk: these are
// needed only on the login and signup pages.
import { apiRequest } from '../../../lib/api-client';
import type { NewWallet, WalletLoginResponse, WalletProof } from '../../../lib/api-types';
import { submitAuth, type AuthOutcome } from './auth-requests';

/** A wallet login may also answer that the wallet has no account yet: a username comes next. */
export type WalletLoginOutcome = AuthOutcome | { kind: 'new-wallet'; wallet: NewWallet };

/** Sends the signed EIP-4361 message; answered like a password login, or `new-wallet`. */
export async function walletLoginRequest(proof: WalletProof): Promise<WalletLoginOutcome> {
  let answer: WalletLoginResponse | undefined;
  const outcome = await submitAuth(async () => {
    answer = await apiRequest('POST', '/api/auth/wallet/login', {
      body: { message: proof.message, signature: proof.signature },
    });
    return answer;
  });
  if (outcome.kind === 'rejected' && answer?.success && answer.newWallet) {
    return { kind: 'new-wallet', wallet: answer.newWallet };
  }
  return outcome;
}

/** Creates the account of the wallet the last wallet login named, with `username`; answered like a signup. */
export function walletSignupRequest(username: string): Promise<AuthOutcome> {
  return submitAuth(() => apiRequest('POST', '/api/auth/wallet/signup', { body: { username } }));
}
