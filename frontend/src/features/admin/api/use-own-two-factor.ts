import { apiKey, fetchData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';

/** The signed-in admin's own two-factor authentication (the /account page reads the same key). */
export function useOwnTwoFactor() {
  const { data, error } = useApiData(apiKey('/api/account/two-factor'), (key) => fetchData(key));
  return { status: data, error };
}
