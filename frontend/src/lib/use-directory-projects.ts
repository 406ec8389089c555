import useSWR from 'swr';
import { apiKey, fetchPublicData } from './api-client';
import type { DirectoryProject } from './api-types';
import { READ_FAILURES } from './read-failures';

export const DIRECTORY_PROJECTS_ENDPOINT = apiKey('/api/projects');

/** One hook for the directory, so every page that shows it shares one cached copy. */
export function useDirectoryProjects() {
  const { data, error, isLoading, mutate } = useSWR<DirectoryProject[], unknown>(
    DIRECTORY_PROJECTS_ENDPOINT,
    (key: string) => fetchPublicData<DirectoryProject[]>(key, READ_FAILURES.projects),
  );
  return { projects: data, error, isLoading, retry: () => mutate() };
}
