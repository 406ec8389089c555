import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiData, ApiKey, ApiPath } from './api-client';

/**
 * An SWR read of `key` (an `apiKey`, or null to read nothing) through `read`, usually
 * `(key) => fetchData(key, failureMessage)`: the data's type is what `read` answers for the
 * key's path, which for fetchData and fetchPublicData is the document's 200 `data` of that path,
 * so neither the caller nor SWR names it. Errors stay `unknown` until a caller looks at them.
 */
export function useApiData<Path extends ApiPath, Data = ApiData<'GET', Path>>(
  key: ApiKey<Path> | null,
  read: (key: ApiKey<Path>) => Promise<Data>,
  config?: SWRConfiguration<Data, unknown>,
): SWRResponse<Data, unknown> {
  return useSWR<Data, unknown, ApiKey<Path> | null>(key, read, config);
}
