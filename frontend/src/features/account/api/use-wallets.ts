import { fetchData, sendData } from '../../../lib/api-client';
import type { Wallet, WalletProof } from '../../../lib/api-types';
import { useApiData } from '../../../lib/use-api-data';
import { accountEndpoints } from './account-endpoints';

export const WALLETS_READ_FAILURE = 'Failed to fetch your wallets';

/** The account's wallets: the list, and linking (with a signed message), naming and unlinking one. */
export function useWallets() {
  const { data, error, mutate } = useApiData(accountEndpoints.wallets, (key) => fetchData(key, WALLETS_READ_FAILURE));
  const link = async (proof: WalletProof): Promise<Wallet> => {
    const linked = await sendData('POST', '/api/account/wallets', {
      body: { message: proof.message, signature: proof.signature },
    });
    await mutate((current) => [...(current ?? []), linked], { revalidate: true });
    return linked;
  };
  const rename = async (id: number, name: string | null): Promise<Wallet> => {
    const renamed = await sendData('PATCH', '/api/account/wallets/{id}', { params: { path: { id } }, body: { name } });
    await mutate((current) => current?.map((wallet) => (wallet.id === id ? renamed : wallet)), { revalidate: false });
    return renamed;
  };
  const unlink = async (id: number) => {
    await sendData('DELETE', '/api/account/wallets/{id}', { params: { path: { id } } });
    await mutate((current) => current?.filter((wallet) => wallet.id !== id), { revalidate: true });
  };
  return { wallets: data, error, retry: () => mutate(), link, rename, unlink };
}
