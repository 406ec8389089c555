import { Injectable } from '@nestjs/common';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { SqlClient } from '../../../database/sql-client';
import { ProjectRepository } from '../application/project.repository';
import type { Project } from '../domain/project';

@Injectable()
export class SqlProjectRepository extends ProjectRepository {
  constructor(
    private readonly sql: SqlClient,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  listListed(): Promise<Project[]> {
    return this.cache.read({ key: 'projects:listed', tags: ['projects'] }, () =>
      this.sql.query<Project>(
        `SELECT id, slug, name, category, description, website, logo,
                verification_status AS "verificationStatus", created_at AS "createdAt"
         FROM projects WHERE listed ORDER BY name, id`,
      ),
    );
  }
}
