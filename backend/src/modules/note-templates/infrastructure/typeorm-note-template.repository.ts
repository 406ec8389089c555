import { Injectable } from '@nestjs/common';
import type { ListPage, ListWindow } from '../../../paging/list-window';
import { keysetEntityPage } from '../../../database/keyset-query';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { updateReturning } from '../../../database/update-returning';
import { NoteTemplateRepository } from '../application/note-template.repository';
import type { NoteTemplate, NoteTemplateDraft } from '../domain/note-template';
import { NoteTemplateEntity } from './note-template.entity';

const COLUMNS = { createdAt: 'template.created_at', id: 'template.id', search: ['template.label', 'template.body'] };

const toTemplate = ({ createdBy: _createdBy, ...template }: NoteTemplateEntity): NoteTemplate => template;

@Injectable()
export class TypeormNoteTemplateRepository extends NoteTemplateRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private repository() {
    return this.unitOfWork.manager().getRepository(NoteTemplateEntity);
  }

  page(window: ListWindow): Promise<ListPage<NoteTemplate>> {
    return keysetEntityPage(this.repository().createQueryBuilder('template'), COLUMNS, window, toTemplate);
  }

  async create(draft: NoteTemplateDraft, createdBy: number): Promise<NoteTemplate | 'duplicate'> {
    try {
      return toTemplate(await this.repository().save(this.repository().create({ ...draft, createdBy })));
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  async update(id: number, changes: Partial<NoteTemplateDraft>): Promise<NoteTemplate | null | 'duplicate'> {
    try {
      const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const updated = await updateReturning(this.repository(), { id }, { ...given, updatedAt: () => 'now()' });
      return updated && toTemplate(updated);
    } catch (error) {
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.repository().delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
