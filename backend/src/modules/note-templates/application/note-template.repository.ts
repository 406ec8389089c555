import type { ListPage, ListWindow } from '../../../paging/list-window';
import type { NoteTemplate, NoteTemplateDraft } from '../domain/note-template';

/** Where saved reasons live; label clashes (any letter case) come back as null instead of a row. */
export abstract class NoteTemplateRepository {
  /** `q` matches the label or the body. */
  abstract page(window: ListWindow): Promise<ListPage<NoteTemplate>>;
  abstract create(draft: NoteTemplateDraft, createdBy: number): Promise<NoteTemplate | 'duplicate'>;
  /** Null for an unknown id. */
  abstract update(id: number, changes: Partial<NoteTemplateDraft>): Promise<NoteTemplate | null | 'duplicate'>;
  /** False for an unknown id. */
  abstract delete(id: number): Promise<boolean>;
}
