import useSWR from 'swr';
import { communityEndpoints } from './community-endpoints';
import type { DirectoryProject } from './community-types';
import { fetchPublicData } from './public-data';

export function useProjects() {
  const { data, error, isLoading, mutate } = useSWR<DirectoryProject[], unknown>(
    communityEndpoints.projects,
    (key: string) => fetchPublicData<DirectoryProject[]>(key),
  );
  return { projects: data, error, isLoading, retry: () => mutate() };
}
