import { apiKey, fetchPublicData } from './api-client';
import { useApiData } from './use-api-data';
import { READ_FAILURES } from './read-failures';

export const DIRECTORY_PROJECTS_ENDPOINT = apiKey('/api/projects');

/** One hook for the directory, so every page that shows it shares one cached copy. */
export function useDirectoryProjects() {
  const { data, error, isLoading, mutate } = useApiData(DIRECTORY_PROJECTS_ENDPOINT, (key) =>
    fetchPublicData(key, READ_FAILURES.projects),
  );
  return { projects: data, error, isLoading, retry: () => mutate() };
}
