import type { DeclarationSummary } from '@mijn/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope, isVisibleTo, underPrivacyAgeIfBornAfter } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { customers, declarations } from '../../db/schema.ts';
import { summaryColumns, toDeclarationSummary } from './service.ts';

const customer = sql.placeholder('customerNumber');
const year = sql.placeholder('year');
const bornAfter = sql.placeholder('bornAfter');

function listWhere(db: Db, whose: SQL, name: string) {
  return db
    .select(summaryColumns)
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(and(whose, eq(declarations.year, year)))
    .orderBy(
      desc(declarations.receivedDate),
      desc(declarations.treatmentDate),
      desc(declarations.declarationId),
    )
    .prepare(name);
}

/**
 * The list has one statement per shape of its condition: of one customer (asked for, or one's own),
 * or of a policyholder's circle. Each is built once with placeholders and prepared on every pooled
 * connection, so neither drizzle nor PostgreSQL builds or plans it again per call (building it was
 * a sixth of the call's CPU, decision 0071).
 */
export function createDeclarationsList(db: Db) {
  const ofCustomer = listWhere(db, eq(declarations.customerNumber, customer), 'declarations_of_customer');
  const ofPolicyholderCircle = listWhere(
    db,
    isVisibleTo(db, declarations.customerNumber, 'H', customer, bornAfter),
    'declarations_of_policyholder_circle',
  );

  /**
   * The declarations of a year, newest first (spec §7 GetDeclarations): of one customer, or of every
   * customer the user may see when none is asked for. A customer outside that circle (another
   * household, a partner, a co-insured of 16 or over) is refused with 403, like every other
   * customer-bound call; the screen never offers one.
   */
  return async function declarationsOfYear(
    auth: AccessAuth,
    today: string,
    query: { year: number; customerNumber?: string | undefined },
  ): Promise<{ declarations: DeclarationSummary[] }> {
    const user = auth.user.customerNumber;
    const rows =
      query.customerNumber === undefined && auth.user.role === 'H'
        ? await ofPolicyholderCircle.execute({
            customerNumber: user,
            bornAfter: underPrivacyAgeIfBornAfter(today),
            year: query.year,
          })
        : await ofCustomer.execute({
            customerNumber: await customerInScope(db, auth, today, query.customerNumber),
            year: query.year,
          });
    return { declarations: rows.map(toDeclarationSummary) };
  };
}
