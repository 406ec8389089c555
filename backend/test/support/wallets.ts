import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import type { ApiClient, ApiResponse } from './api-client';

/** A wallet with a key made for the test: it signs as a browser wallet would (personal_sign). */
export function newWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

export interface SignInFields {
  nonce: string;
  domain: string;
  uri: string;
  statement: string;
  chainIds: number[];
}

/** Asks the server for a nonce in the client's session. */
export async function requestNonce(client: ApiClient): Promise<SignInFields> {
  const response = await client.post('/api/auth/wallet/nonce');
  if (response.status !== 200) throw new Error(`nonce failed: ${response.status} ${response.text}`);
  return response.body.data;
}

/** The EIP-4361 message the server asks for, with `changes` applied (to build refusals). */
export function signInMessage(wallet: PrivateKeyAccount, fields: SignInFields, changes: Partial<SiweMessage> = {}) {
  return createSiweMessage({
    domain: fields.domain,
    uri: fields.uri,
    statement: fields.statement,
    address: wallet.address,
    chainId: fields.chainIds[0],
    nonce: fields.nonce,
    version: '1',
    issuedAt: new Date(),
    ...changes,
  });
}

/** A nonce, the message, the signature: the body of a wallet login or link. */
export async function walletProof(
  client: ApiClient,
  wallet: PrivateKeyAccount,
  changes: Partial<SiweMessage> = {},
): Promise<{ message: string; signature: string }> {
  const fields = await requestNonce(client);
  const message = signInMessage(wallet, fields, changes);
  return { message, signature: await wallet.signMessage({ message }) };
}

export async function walletLogin(client: ApiClient, wallet: PrivateKeyAccount): Promise<ApiResponse> {
  return client.post('/api/auth/wallet/login', await walletProof(client, wallet));
}

/** Signs up with a new wallet and answers the signed-in client. */
export async function walletSignup(
  client: ApiClient,
  wallet: PrivateKeyAccount,
  username: string,
): Promise<ApiResponse> {
  const login = await walletLogin(client, wallet);
  if (login.status !== 200 || !login.body.newWallet)
    throw new Error(`wallet login failed: ${login.status} ${login.text}`);
  return client.post('/api/auth/wallet/signup', { username });
}
