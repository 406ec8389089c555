import useSWR from 'swr';
import { directoryProjectsEndpoint, fetchPublicData, type DirectoryProject } from './directory-project';

export function useDirectoryProjects() {
  const { data, error, isLoading } = useSWR<DirectoryProject[], unknown>(
    directoryProjectsEndpoint,
    (key: string) => fetchPublicData<DirectoryProject[]>(key),
  );
  return { projects: data, error, isLoading };
}
