// Hand-written SQL of the readiness probe, run on the DataSource outside any transaction: neither
// reads an entity.

/** The cheapest round trip: whether the database answers at all. */
export const DATABASE_ANSWERS = 'SELECT 1';

/** The names of the applied migrations; `table` is TypeORM's configured migrations table, never input. */
export function appliedMigrations(table: string): string {
  return `SELECT name FROM "${table}"`;
}
