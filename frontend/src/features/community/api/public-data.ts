import { publicFetcher, type FetchKey } from '../../../lib/api-client';
import type { ApiSuccess } from '../../../lib/api-types';

/** Spec §6: insight and project reads go without credentials; the list is in the data field. */
export async function fetchPublicData<T>(key: FetchKey): Promise<T> {
  return (await publicFetcher<ApiSuccess<T>>(key)).data;
}
