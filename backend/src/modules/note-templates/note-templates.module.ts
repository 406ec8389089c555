import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ManageNoteTemplatesUseCase } from './application/manage-note-templates.use-case';
import { NoteTemplateRepository } from './application/note-template.repository';
import { NoteTemplatesController } from './http/note-templates.controller';
import { NoteTemplateEntity } from './infrastructure/note-template.entity';
import { TypeormNoteTemplateRepository } from './infrastructure/typeorm-note-template.repository';

/** Saved rejection reasons for the admin decisions; the decisions themselves only receive the note. */
@Module({
  imports: [TypeOrmModule.forFeature([NoteTemplateEntity])],
  controllers: [NoteTemplatesController],
  providers: [ManageNoteTemplatesUseCase, { provide: NoteTemplateRepository, useClass: TypeormNoteTemplateRepository }],
})
export class NoteTemplatesModule {}
