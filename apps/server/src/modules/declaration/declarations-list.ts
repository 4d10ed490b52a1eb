import type { DeclarationSummary } from '@mijn/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope, isVisibleTo } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { customers, declarations } from '../../db/schema.ts';
import { summaryColumns, toDeclarationSummary } from './service.ts';

/**
 * The declarations of a year, newest first (spec §7 GetDeclarations): of one customer, or of every
 * customer the user may see when none is asked for. A customer outside that circle (another
 * household, a partner, a co-insured of 16 or over) is refused with 403, like every other
 * customer-bound call; the screen never offers one.
 */
export async function declarationsOfYear(
  db: Db,
  auth: AccessAuth,
  today: string,
  query: { year: number; customerNumber?: string | undefined },
): Promise<{ declarations: DeclarationSummary[] }> {
  const whose =
    query.customerNumber === undefined
      ? isVisibleTo(db, declarations.customerNumber, auth, today)
      : eq(declarations.customerNumber, await customerInScope(db, auth, today, query.customerNumber));
  const rows = await db
    .select(summaryColumns)
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(and(whose, eq(declarations.year, query.year)))
    .orderBy(
      desc(declarations.receivedDate),
      desc(declarations.treatmentDate),
      desc(declarations.declarationId),
    )
    .prepare(statementName(auth, query.customerNumber))
    .execute();
  return { declarations: rows.map(toDeclarationSummary) };
}

/**
 * The list's SQL has one text per shape of its condition (values are parameters), so PostgreSQL
 * can plan each shape once per connection instead of on every call: planning was two thirds of
 * the query's time in the database (decision 0067). A name stands for one text on a connection;
 * a new shape of the condition needs its own name.
 */
function statementName(auth: AccessAuth, customerNumber: string | undefined): string {
  if (customerNumber !== undefined) return 'declarations_of_customer';
  return auth.claims.role === 'H' ? 'declarations_of_policyholder_circle' : 'declarations_of_own';
}
