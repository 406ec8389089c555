import { Injectable } from '@nestjs/common';
import type { ListPage, ListWindow } from '../../../paging/list-window';
import { DomainError } from '../../../common/errors/domain.error';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { duplicateLabelMessage, type NoteTemplate, type NoteTemplateDraft } from '../domain/note-template';
import { NoteTemplateRepository } from './note-template.repository';

const NOT_FOUND = 'Saved reason not found';

@Injectable()
export class ManageNoteTemplatesUseCase {
  constructor(private readonly templates: NoteTemplateRepository) {}

  list(window: ListWindow): Promise<ListPage<NoteTemplate>> {
    return this.templates.page(window);
  }

  async create(draft: NoteTemplateDraft, admin: SessionUser): Promise<NoteTemplate> {
    const created = await this.templates.create(draft, admin.id);
    if (created === 'duplicate') throw new DomainError('CONFLICT', duplicateLabelMessage(draft.label));
    return created;
  }

  async update(id: number, changes: Partial<NoteTemplateDraft>): Promise<NoteTemplate> {
    if (Object.values(changes).every((value) => value === undefined)) {
      throw new DomainError('VALIDATION_FAILED', 'Give at least one of label, reasonCode or body to change');
    }
    const updated = await this.templates.update(id, changes);
    if (updated === 'duplicate') throw new DomainError('CONFLICT', duplicateLabelMessage(changes.label ?? ''));
    if (!updated) throw new DomainError('NOT_FOUND', NOT_FOUND);
    return updated;
  }

  async delete(id: number): Promise<void> {
    if (!(await this.templates.delete(id))) throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
}
