import { Injectable } from '@nestjs/common';
import type { ListPage } from '../../../paging/list-window';
import { keysetEntityPage } from '../../../database/keyset-query';
import { UnitOfWork } from '../../../database/unit-of-work';
import { AuditLogList, type AuditWindow } from '../application/audit-log-list';
import type { AuditEntry } from '../domain/moderation';
import { AuditLogEntity } from './audit-log.entity';

const COLUMNS = {
  createdAt: 'entry.created_at',
  id: 'entry.id',
  search: ['entry.notes', 'entry.target_label', 'entry.admin_username'],
};

@Injectable()
export class TypeormAuditLogList extends AuditLogList {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  page(window: AuditWindow): Promise<ListPage<AuditEntry>> {
    const builder = this.unitOfWork.manager().getRepository(AuditLogEntity).createQueryBuilder('entry');
    if (window.action) builder.andWhere('entry.action = :action', { action: window.action });
    if (window.targetType) builder.andWhere('entry.target_type = :targetType', { targetType: window.targetType });
    return keysetEntityPage(builder, COLUMNS, window, ({ id, ...entry }) => ({ id: Number(id), ...entry }));
  }
}
