import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { poolOf } from './pool';

/**
 * Plain parameterised SQL on the app's pool, for hot reads: it skips TypeORM's per-query
 * QueryRunner, which costs more than the query itself on small, frequent reads.
 */
@Injectable()
export class SqlClient {
  private readonly pool: Pool;

  constructor(dataSource: DataSource) {
    this.pool = poolOf(dataSource);
  }

  async query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, parameters)).rows as T[];
  }
}
