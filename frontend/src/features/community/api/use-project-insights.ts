import useSWR from 'swr';
import { fetchPublicData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { ProjectInsight } from '../../../lib/api-types';
import { communityEndpoints } from './community-endpoints';

export function useProjectInsights() {
  const { data, error, isLoading, mutate } = useSWR<ProjectInsight[], unknown>(
    communityEndpoints.insights,
    (key: string) => fetchPublicData<ProjectInsight[]>(key, READ_FAILURES.insights),
  );
  return { insights: data, error, isLoading, retry: () => mutate() };
}
