import { Injectable } from '@nestjs/common';
import { SqlClient } from '../../../database/sql-client';
import { ProjectRepository } from '../application/project.repository';
import type { Project } from '../domain/project';

@Injectable()
export class SqlProjectRepository extends ProjectRepository {
  constructor(private readonly sql: SqlClient) {
    super();
  }

  listListed(): Promise<Project[]> {
    return this.sql.query(
      `SELECT id, slug, name, category, description, website, logo,
              verification_status AS "verificationStatus", created_at AS "createdAt"
       FROM projects WHERE listed ORDER BY name, id`,
    );
  }
}
