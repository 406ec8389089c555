import {
  providerErrorCode,
  providerErrorMessage,
  USER_REJECTED,
  type Eip1193Provider,
} from '../../wallets/utils/eip1193';
import type { OwnershipChallenge } from '../../../lib/api-types';

/** EIP-712's domain type for the claim's domain (name, version, chainId), which eth_signTypedData_v4 expects in `types`. */
const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
];

export class WalletProblem extends Error {}

export const NO_WALLET_FOR_CLAIM = 'No browser wallet found. Install one, or use the file or DNS method.';

/**
 * Signs the challenge's claim with `provider` (the wallet the owner chose): the wallet's first
 * account, on the contract's chain (switched to when the wallet is elsewhere), with
 * eth_signTypedData_v4. Answers the signer and the signature.
 */
export async function signOwnershipClaim(
  challenge: OwnershipChallenge,
  provider: Eip1193Provider,
): Promise<{ signer: string; signature: `0x${string}` }> {
  try {
    const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const signer = accounts[0];
    if (!signer) throw new WalletProblem('The wallet shared no account');
    const chainId = challenge.typedData.domain.chainId;
    const current = Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16);
    if (current !== chainId)
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      });
    const typedData = { ...challenge.typedData, types: { EIP712Domain: EIP712_DOMAIN, ...challenge.typedData.types } };
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [signer, JSON.stringify(typedData)],
    })) as `0x${string}`;
    return { signer, signature };
  } catch (error) {
    if (error instanceof WalletProblem) throw error;
    if (providerErrorCode(error) === USER_REJECTED) throw new WalletProblem('You declined the request in the wallet');
    throw new WalletProblem(providerErrorMessage(error) ?? 'The wallet could not sign');
  }
}
