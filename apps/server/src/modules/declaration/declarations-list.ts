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
    );
  return { declarations: rows.map(toDeclarationSummary) };
}
