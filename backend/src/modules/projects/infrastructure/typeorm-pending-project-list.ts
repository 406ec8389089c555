import { Injectable } from '@nestjs/common';
import type { ListPage } from '../../../common/application/list-window';
import { keysetCount, keysetPage } from '../../../database/keyset-query';
import { UnitOfWork } from '../../../database/unit-of-work';
import { PendingProjectList, type PendingProjectRow, type PendingProjectWindow } from '../application/pending-project-list';

const COLUMNS = { createdAt: 'project.created_at', id: 'project.id', search: ['project.name', 'project.description'] };

@Injectable()
export class TypeormPendingProjectList extends PendingProjectList {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  page(window: PendingProjectWindow): Promise<ListPage<PendingProjectRow>> {
    const builder = this.pending(window)
      .select('project.id', 'id')
      .addSelect('project.name', 'name')
      .addSelect('project.category', 'category')
      .addSelect('project.description', 'description')
      .addSelect('project.website', 'website')
      .addSelect('project.created_at', 'createdAt');
    return keysetPage(builder, COLUMNS, window, (row: PendingProjectRow) => row);
  }

  overdueCount(window: PendingProjectWindow, createdBefore: Date): Promise<number> {
    return keysetCount(this.pending(window).andWhere('project.created_at < :createdBefore', { createdBefore }), COLUMNS, window);
  }

  private pending(window: PendingProjectWindow) {
    const builder = this.unitOfWork
      .manager()
      .createQueryBuilder()
      .from('projects', 'project')
      .where("project.verification_status = 'pending' AND project.listed");
    if (window.category) builder.andWhere('project.category = :category', { category: window.category });
    return builder;
  }
}
