import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListPage } from '../../../paging/list-window';
import { keysetCount, keysetPage } from '../../../database/keyset-query';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  PendingProjectList,
  type PendingProjectRow,
  type PendingProjectWindow,
} from '../application/pending-project-list';

const COLUMNS = { createdAt: 'project.created_at', id: 'project.id', search: ['project.name', 'project.description'] };

@Injectable()
export class TypeormPendingProjectList extends PendingProjectList {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  page(window: PendingProjectWindow): Promise<ListPage<PendingProjectRow>> {
    return this.rows(this.pending(window), window);
  }

  verifiedPage(window: PendingProjectWindow): Promise<ListPage<PendingProjectRow>> {
    return this.rows(this.listed('verified', window), window);
  }

  private rows(
    listed: SelectQueryBuilder<ObjectLiteral>,
    window: PendingProjectWindow,
  ): Promise<ListPage<PendingProjectRow>> {
    const builder = listed
      .select('project.id', 'id')
      .addSelect('project.name', 'name')
      .addSelect('project.category', 'category')
      .addSelect('project.description', 'description')
      .addSelect('project.website', 'website')
      .addSelect('project.created_at', 'createdAt');
    return keysetPage(builder, COLUMNS, window, (row: PendingProjectRow) => row);
  }

  overdueCount(window: PendingProjectWindow, createdBefore: Date): Promise<number> {
    return keysetCount(
      this.pending(window).andWhere('project.created_at < :createdBefore', { createdBefore }),
      COLUMNS,
      window,
    );
  }

  private pending(window: PendingProjectWindow) {
    return this.listed('pending', window);
  }

  /** Listed projects of one verification status (the projects_verification_keyset index serves both). */
  private listed(status: 'pending' | 'verified', window: PendingProjectWindow) {
    const builder = this.unitOfWork
      .manager()
      .createQueryBuilder()
      .from('projects', 'project')
      .where('project.verification_status = :verificationStatus AND project.listed', { verificationStatus: status });
    if (window.category) builder.andWhere('project.category = :category', { category: window.category });
    return builder;
  }
}
