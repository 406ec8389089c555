import { ApiError, apiKey, sendData, serverMessageOf } from '../../../lib/api-client';
import type { AccountDeleted, DeleteAccountRequest } from '../../../lib/api-types';

export const accountDataEndpoints = {
  export: apiKey('/api/account/export'),
} as const;

/** The file name the server gave in Content-Disposition, else a plain one. */
export function downloadFileName(disposition: string | null, fallback = 'account.json'): string {
  const match = /filename="([^"]+)"/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** Fetches the account's data as a file and hands it to the browser as a download. */
export async function downloadAccountData(): Promise<string> {
  const response = await fetch(accountDataEndpoints.export, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(serverMessageOf(body) ?? 'Failed to export your data', response.status, body);
  }
  const fileName = downloadFileName(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}

export function deleteAccount(request: DeleteAccountRequest): Promise<AccountDeleted> {
  return sendData('POST', '/api/account/delete', { body: request });
}
