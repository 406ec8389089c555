import { getAddress } from 'viem';
import { parseSiweMessage } from 'viem/siwe';

/** A wallet linked to an account: it signs the account in (Sign-In with Ethereum, EIP-4361). */
export interface Wallet {
  id: number;
  userId: number;
  /** Lower-case, as stored (CONTRACT §6); shown checksummed (EIP-55). */
  address: string;
  /** The chain (EIP-155 id) the wallet signed on when it was linked. */
  chainId: number;
  name: string | null;
  linkedAt: Date;
  lastUsedAt: Date | null;
}

/** A wallet's last use is written at most this often (RECORD_WALLET_USE says the same in SQL). */
export const WALLET_USE_STAMP_INTERVAL_MS = 60 * 1000;

/** Whether the wallet's last-use stamp, as read, is older than the stamp interval (or missing). */
export function useStampDue(wallet: Pick<Wallet, 'lastUsedAt'>, now = Date.now()): boolean {
  return wallet.lastUsedAt === null || now - wallet.lastUsedAt.getTime() >= WALLET_USE_STAMP_INTERVAL_MS;
}

/** A sign-in message is valid this long after its nonce was issued; the nonce is then used up. */
export const WALLET_NONCE_TTL_MS = 10 * 60 * 1000;
/** A wallet that signed in without an account has this long to choose a username. */
export const WALLET_SIGNUP_TTL_MS = 10 * 60 * 1000;
export const WALLET_NAME_MAX_LENGTH = 50;
export const MAX_WALLETS_PER_ACCOUNT = 10;
/** A message issued this little ahead of the server's clock still counts (the signer's clock may run fast). */
export const ISSUED_AT_TOLERANCE_MS = 60 * 1000;
/** What the site asks the wallet to sign, after the domain line. */
export const SIGN_IN_STATEMENT = 'Sign in to ChainBoost with this wallet.';

export const MALFORMED_MESSAGE = 'The message is not a Sign-In with Ethereum message (EIP-4361)';
export const UNCHECKSUMMED_MESSAGE = 'The address in the message must be checksummed (EIP-55)';
export const OTHER_SITE_MESSAGE = 'The message is for another site: its domain and URI must be this site';
export const EXPIRED_MESSAGE = 'The message has expired; sign it again';
export const NOT_YET_VALID_MESSAGE = 'The message is not valid yet';
export const ISSUED_IN_FUTURE_MESSAGE = "The message is issued in the future; check the device's clock";
export const NONCE_MESSAGE = 'The sign-in request has expired or was already used; ask for a new one and sign again';
export const OTHER_SIGNER_MESSAGE = 'The signature was not made by the address in the message';
export const WALLET_TAKEN_MESSAGE = 'This wallet is linked to another account';
export const WALLET_ALREADY_LINKED_MESSAGE = 'This wallet is already linked to your account';
export const TOO_MANY_WALLETS_MESSAGE = `An account can have at most ${MAX_WALLETS_PER_ACCOUNT} wallets`;
export const LAST_SIGN_IN_MESSAGE =
  'This wallet is the only way to sign in to the account: set a password or link another wallet first';
export const NO_WALLET_SIGNUP_MESSAGE = 'Sign the message with your wallet first; the sign-up waits 10 minutes';
export const WALLET_NOT_FOUND_MESSAGE = 'No such wallet on your account';

export function unknownChainMessage(chainId: number, accepted: readonly number[]): string {
  return `Chain ${chainId} is not accepted here; sign on one of the chains ${accepted.join(', ')}`;
}

export function needsRpcMessage(chainId: number): string {
  return (
    `This signature can only be checked on chain ${chainId} (a contract wallet), and this site has no RPC URL ` +
    'for that chain; sign with an account key, or on a chain the site reads'
  );
}

export const CHAIN_UNREACHABLE_MESSAGE =
  "The chain could not be reached to check the contract wallet's signature; try again";

/** A sign-in message's fields that the site checks, once parsed. */
export interface SignInMessage {
  /** Lower-case. */
  address: string;
  chainId: number;
  nonce: string;
}

export interface SignInExpectations {
  /** The origins the message may name (`https://host[:port]`): its URI's origin and its domain (host). */
  origins: readonly string[];
  acceptedChainIds: readonly number[];
  now: Date;
}

export type SignInMessageCheck =
  | { ok: true; message: SignInMessage }
  | { ok: false; reason: 'malformed' | 'other-site' | 'unknown-chain' | 'time'; problem: string };

/**
 * The EIP-4361 checks that need no key and no chain: the message parses and names this site,
 * an accepted chain, and a time window that holds now. The nonce and the signature are checked
 * by the caller, who knows the session and the chains.
 */
export function checkSignInMessage(text: string, expected: SignInExpectations): SignInMessageCheck {
  const parsed = parseSiweMessage(text);
  const { address, chainId, domain, uri, nonce, version, issuedAt, expirationTime, notBefore } = parsed;
  let checksummed: string | undefined;
  try {
    checksummed = address ? getAddress(address) : undefined;
  } catch {
    checksummed = undefined;
  }
  if (!checksummed || !chainId || !domain || !uri || !nonce || version !== '1' || !issuedAt) {
    return { ok: false, reason: 'malformed', problem: MALFORMED_MESSAGE };
  }
  if (checksummed !== address) return { ok: false, reason: 'malformed', problem: UNCHECKSUMMED_MESSAGE };
  if (Number.isNaN(issuedAt.getTime()) || (expirationTime && Number.isNaN(expirationTime.getTime()))) {
    return { ok: false, reason: 'malformed', problem: MALFORMED_MESSAGE };
  }
  if (!namesSite(domain, uri, expected.origins))
    return { ok: false, reason: 'other-site', problem: OTHER_SITE_MESSAGE };
  if (!expected.acceptedChainIds.includes(chainId)) {
    return { ok: false, reason: 'unknown-chain', problem: unknownChainMessage(chainId, expected.acceptedChainIds) };
  }
  const now = expected.now.getTime();
  if (issuedAt.getTime() > now + ISSUED_AT_TOLERANCE_MS) {
    return { ok: false, reason: 'time', problem: ISSUED_IN_FUTURE_MESSAGE };
  }
  if (expirationTime && expirationTime.getTime() <= now) return { ok: false, reason: 'time', problem: EXPIRED_MESSAGE };
  if (notBefore && notBefore.getTime() > now) return { ok: false, reason: 'time', problem: NOT_YET_VALID_MESSAGE };
  return { ok: true, message: { address: checksummed.toLowerCase(), chainId, nonce } };
}

function namesSite(domain: string, uri: string, origins: readonly string[]): boolean {
  let uriOrigin: string;
  try {
    uriOrigin = new URL(uri).origin;
  } catch {
    return false;
  }
  return origins.some((origin) => origin === uriOrigin && new URL(origin).host === domain.toLowerCase());
}

/** EIP-55: how an address is shown. */
export function checksummedAddress(address: string): string {
  return getAddress(address);
}
