import type { FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * An UPDATE of the rows matching `where` that answers the first changed row as an entity, in one
 * statement (UPDATE … RETURNING) instead of an update followed by a read of the row: the
 * conditional updates of the decisions (only while pending) run inside a transaction where every
 * round trip adds to the admin's wait. Each column is hydrated as a find would (driver type
 * conversion and the column's transformer); null when no row matched.
 */
export async function updateReturning<E extends ObjectLiteral>(
  repository: Repository<E>,
  where: FindOptionsWhere<E>,
  changes: QueryDeepPartialEntity<E>,
): Promise<E | null> {
  const result = await repository.createQueryBuilder().update().set(changes).where(where).returning('*').execute();
  const row = (result.raw as Record<string, unknown>[])[0];
  if (!row) return null;
  const { metadata, manager } = repository;
  const entity = metadata.create() as E;
  for (const column of metadata.columns) {
    column.setEntityValue(entity, manager.connection.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}
