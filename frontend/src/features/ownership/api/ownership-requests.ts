import { useSWRConfig } from 'swr';
import { apiKey, fetchData, fetchPublicData, mutationErrorMessage, sendData } from '../../../lib/api-client';
import type { OwnershipProof, ProjectContract, RegisteredSigner } from '../../../lib/api-types';
import { useApiData } from '../../../lib/use-api-data';

export const ownershipKey = (submissionId: number) =>
  apiKey('/api/project-submissions/{id}/ownership', { params: { path: { id: submissionId } } });

/** While a proof's check is queued ("Checking…"), the panel reads the state again this often. */
const CHECKING_REFRESH_MS = 3_000;

/**
 * The submission's contracts, proofs and signers; read only while `enabled` (a panel that is shown),
 * and again every few seconds while a proof is being checked, until it settles.
 */
export function useOwnership(submissionId: number, enabled = true) {
  const { data, error, isLoading, mutate } = useApiData(
    enabled ? ownershipKey(submissionId) : null,
    (key) => fetchData(key, 'Failed to fetch ownership'),
    { refreshInterval: (latest) => (latest?.proofs.some((proof) => proof.checking) ? CHECKING_REFRESH_MS : 0) },
  );
  return { ownership: data, error, isLoading, retry: () => void mutate() };
}

/** The chains this site can read (the ones with an RPC URL): the only ones a contract can be added on. */
export function useReadableChains() {
  const { data, error } = useApiData(apiKey('/api/auth/wallet/options'), (key) =>
    fetchPublicData(key, 'Failed to fetch chains'),
  );
  return { chainIds: data?.chainIds, error };
}

/** Every change re-reads the submission's ownership (and the directory, whose badge may change). */
export function useOwnershipActions(submissionId: number) {
  const { mutate } = useSWRConfig();
  const path = { id: submissionId };
  const refresh = () => mutate(ownershipKey(submissionId)).catch(() => undefined);
  const after = async <T>(sent: Promise<T>): Promise<T> => {
    const result = await sent;
    await refresh();
    return result;
  };
  return {
    addContract: (chainId: number, address: string): Promise<ProjectContract> =>
      after(
        sendData('POST', '/api/project-submissions/{id}/contracts', { params: { path }, body: { chainId, address } }),
      ),
    removeContract: (contractId: number) =>
      after(
        sendData('DELETE', '/api/project-submissions/{id}/contracts/{contractId}', {
          params: { path: { ...path, contractId } },
        }),
      ),
    challenge: (contractId: number) =>
      sendData('POST', '/api/project-submissions/{id}/contracts/{contractId}/proofs/challenge', {
        params: { path: { ...path, contractId } },
      }),
    proveBySignature: (
      contractId: number,
      proof: { nonce: string; signer: string; signature: `0x${string}` },
    ): Promise<OwnershipProof> =>
      after(
        sendData('POST', '/api/project-submissions/{id}/contracts/{contractId}/proofs/signature', {
          params: { path: { ...path, contractId } },
          body: proof,
        }),
      ),
    registerSigner: (contractId: number, address: string): Promise<RegisteredSigner> =>
      after(
        sendData('POST', '/api/project-submissions/{id}/contracts/{contractId}/signers', {
          params: { path: { ...path, contractId } },
          body: { address },
        }),
      ),
    proveByFile: (): Promise<OwnershipProof> =>
      after(sendData('POST', '/api/project-submissions/{id}/proofs/well-known-file', { params: { path } })),
    proveByDns: (): Promise<OwnershipProof> =>
      after(sendData('POST', '/api/project-submissions/{id}/proofs/dns', { params: { path } })),
    recheck: (proofId: number): Promise<OwnershipProof> =>
      after(
        sendData('POST', '/api/project-submissions/{id}/proofs/{proofId}/recheck', {
          params: { path: { ...path, proofId } },
        }),
      ),
    decideSigner: (signerId: number, accepted: boolean): Promise<RegisteredSigner> =>
      after(
        sendData('PATCH', '/api/admin/ownership-signers/{id}', {
          params: { path: { id: signerId } },
          body: { accepted },
        }),
      ),
  };
}

export const ownershipErrorMessage = (error: unknown, fallback: string) => mutationErrorMessage(error, fallback);
