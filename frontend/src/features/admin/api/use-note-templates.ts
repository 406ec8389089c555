import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, apiRequest, fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import type { components } from '../../../lib/api-schema';
import type { NoteTemplateDraft } from '../utils/note-templates';

export type NoteTemplate = components['schemas']['NoteTemplateDto'];

export const NOTE_TEMPLATES_URL = apiKey('/api/admin/note-templates');
/** The select and the management dialog show the first page of 100, the most the list gives at once. */
const FIRST_PAGE = apiKey('/api/admin/note-templates', { params: { query: { limit: 100 } } });

const isTemplatesKey = (key: unknown) => typeof key === 'string' && key.startsWith(NOTE_TEMPLATES_URL);

/** The saved reasons, oldest first; read only while `enabled` (an open dialog). */
export function useNoteTemplates(enabled: boolean) {
  const { data, error, isLoading, mutate } = useApiData(enabled ? FIRST_PAGE : null, (key) =>
    fetchData(key, 'Saved reasons could not be loaded.'),
  );
  return { templates: data, error, loading: isLoading, retry: () => void mutate() };
}

/** Create, change and delete; each reads the saved reasons again wherever they are shown. */
export function useNoteTemplateActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isTemplatesKey).catch(() => undefined), [mutate]);
  return {
    create: useCallback(
      async (draft: NoteTemplateDraft) => {
        const created = await sendData('POST', '/api/admin/note-templates', { body: draft });
        await refresh();
        return created;
      },
      [refresh],
    ),
    update: useCallback(
      async (id: number, draft: NoteTemplateDraft) => {
        const updated = await sendData('PATCH', '/api/admin/note-templates/{id}', {
          params: { path: { id } },
          body: draft,
        });
        await refresh();
        return updated;
      },
      [refresh],
    ),
    remove: useCallback(
      async (id: number) => {
        // 204: no envelope to unwrap.
        await apiRequest('DELETE', '/api/admin/note-templates/{id}', { params: { path: { id } } });
        await refresh();
      },
      [refresh],
    ),
  };
}
