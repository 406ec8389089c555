import useSWR from 'swr';
import { communityEndpoints } from './community-endpoints';
import type { ProjectInsight } from './community-types';
import { fetchPublicData } from './public-data';

export function useProjectInsights() {
  const { data, error, isLoading, mutate } = useSWR<ProjectInsight[], unknown>(
    communityEndpoints.insights,
    (key: string) => fetchPublicData<ProjectInsight[]>(key),
  );
  return { insights: data, error, isLoading, retry: () => mutate() };
}
