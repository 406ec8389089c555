// viem is loaded with this module only: the pages import it when a wallet is first used.
import { getAddress, numberToHex } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { WalletProof, WalletSignInFields } from '../../../lib/api-types';
import type { Eip1193Provider } from './eip1193';

/** The wallet is on a chain the server does not accept. */
export class WrongNetworkError extends Error {
  constructor(
    readonly chainId: number,
    readonly accepted: readonly number[],
  ) {
    super(`Chain ${chainId} is not accepted`);
    this.name = 'WrongNetworkError';
  }
}

/** The wallet answered something that is not an account or a signature. */
export class WalletAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WalletAnswerError';
  }
}

function parseChainId(value: unknown): number {
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return Number.parseInt(value, 16);
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw new WalletAnswerError('The wallet did not say which network it is on.');
}

export interface SignedProof extends WalletProof {
  address: string;
  chainId: number;
}

/**
 * Asks the wallet for its account and chain, then has it sign the EIP-4361 message the server
 * asked for (`personal_sign`). A chain the server does not accept throws WrongNetworkError before
 * anything is signed; a refusal in the wallet throws the wallet's error (code 4001).
 */
export async function signInWithWallet(
  provider: Eip1193Provider,
  fields: WalletSignInFields,
  location: Pick<Location, 'host' | 'origin'> = window.location,
): Promise<SignedProof> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const [account] = Array.isArray(accounts) ? (accounts as unknown[]) : [];
  if (typeof account !== 'string') throw new WalletAnswerError('The wallet shared no account.');
  const address = getAddress(account);
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
  if (!fields.chainIds.includes(chainId)) throw new WrongNetworkError(chainId, fields.chainIds);
  const message = createSiweMessage({
    domain: location.host,
    uri: location.origin,
    statement: fields.statement,
    address,
    chainId,
    nonce: fields.nonce,
    version: '1',
    issuedAt: new Date(),
  });
  const signature = await provider.request({ method: 'personal_sign', params: [message, address] });
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature)) {
    throw new WalletAnswerError('The wallet did not return a signature.');
  }
  return { message, signature, address, chainId };
}

/** Asks the wallet to move to `chainId` (EIP-3326). */
export async function switchWalletChain(provider: Eip1193Provider, chainId: number): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] });
}
