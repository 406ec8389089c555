import { fetchPublicData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import { communityEndpoints } from './community-endpoints';

export function useProjectInsights() {
  const { data, error, isLoading, mutate } = useApiData(communityEndpoints.insights, (key) =>
    fetchPublicData(key, READ_FAILURES.insights),
  );
  return { insights: data, error, isLoading, retry: () => mutate() };
}
