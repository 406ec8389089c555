interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * TypeORM answers UPDATE and DELETE queries as [rows, affectedCount] and everything else as
 * rows; this always answers the rows, so `... RETURNING` reads the same for every command.
 */
export async function queryRows<T>(runner: Queryable, sql: string, parameters?: unknown[]): Promise<T[]> {
  const result = await runner.query(sql, parameters);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
