import { getTableName } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A table as `FOR UPDATE OF` must name it. PostgreSQL takes only the name the FROM clause gives a
 * relation, never schema-qualified, and drizzle qualifies the tables of the insurer's schema
 * (decision 0101); an alias under the table's own name is written bare.
 */
export function lockOf<Table extends PgTable>(table: Table) {
  return alias(table, getTableName(table));
}
