import { lastBirthDateAtAge, PRIVACY_AGE } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { declarationActivities, declarationBills, declarations } from '../db/schema/claims.ts';
import { customers } from '../db/schema/policies.ts';
import { coInsuredActedFor, mayView, visibleTo } from '../households/viewer-scope.ts';
import { factColumns, toDeclaration } from './declaration-facts.ts';

type Port = InsurerPort['declarations'];

const customer = sql.placeholder('customerNumber');
const year = sql.placeholder('year');
const bornAfter = sql.placeholder('bornAfter');

function yearListWhere(db: InsurerDatabase, whose: SQL, name: string) {
  return db
    .select(factColumns)
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
 * A year's declarations, with one statement per shape of its condition: of one person, or of a
 * policyholder and the co-insured they act for (spec §6). Each is built once with placeholders and
 * prepared on every pooled connection, so neither drizzle nor PostgreSQL builds or plans it again
 * per call (building it was a sixth of the call's CPU, decision 0071).
 */
export function prepareDeclarationsOfYear(db: InsurerDatabase): Port['ofYear'] {
  const ofPerson = yearListWhere(db, eq(declarations.customerNumber, customer), 'declarations_of_customer');
  const ofPolicyholderCircle = yearListWhere(
    db,
    or(
      eq(declarations.customerNumber, customer),
      inArray(declarations.customerNumber, coInsuredActedFor(db, customer, bornAfter)),
    ) as SQL,
    'declarations_of_policyholder_circle',
  );
  return async ({ viewer, customerNumber, year, onDay }) => {
    if (customerNumber === undefined && viewer.role === 'H') {
      const rows = await ofPolicyholderCircle.execute({
        customerNumber: viewer.customerNumber,
        bornAfter: lastBirthDateAtAge(PRIVACY_AGE, onDay),
        year,
      });
      return rows.map(toDeclaration);
    }
    const person = customerNumber ?? viewer.customerNumber;
    if (!(await mayView(db, viewer, person, onDay))) return refuse('not-in-household');
    return (await ofPerson.execute({ customerNumber: person, year })).map(toDeclaration);
  };
}

/** The newest declarations of everyone the viewer may see, of any year. */
export async function latestDeclarations(
  db: InsurerDatabase,
  { viewer, onDay, count }: Parameters<Port['latest']>[0],
): ReturnType<Port['latest']> {
  const visible = [...(await visibleTo(db, viewer, onDay))];
  const rows = await db
    .select(factColumns)
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(inArray(declarations.customerNumber, visible))
    .orderBy(desc(declarations.receivedDate), desc(declarations.declarationId))
    .limit(count);
  return rows.map(toDeclaration);
}

/** The bills of a declaration, each with its activities in their order. */
async function billsOf(db: InsurerDatabase, declarationId: string) {
  const bills = await db
    .select()
    .from(declarationBills)
    .where(eq(declarationBills.declarationId, declarationId))
    .orderBy(asc(declarationBills.sortOrder), asc(declarationBills.invoiceId));
  const activities =
    bills.length === 0
      ? []
      : await db
          .select()
          .from(declarationActivities)
          .where(
            inArray(
              declarationActivities.billId,
              bills.map((bill) => bill.id),
            ),
          )
          .orderBy(asc(declarationActivities.sortOrder), asc(declarationActivities.date));
  return bills.map((bill) => ({
    invoiceId: bill.invoiceId,
    payOutCents: bill.payOutCents,
    activities: activities
      .filter((activity) => activity.billId === bill.id)
      .map(({ date, description, declaredCents, compensatedCents }) => ({
        date,
        description,
        declaredCents,
        compensatedCents,
      })),
  }));
}

/**
 * One declaration with its bills (spec §3 Declaration detail). One of a person the viewer may not
 * see is not found, exactly like one that does not exist, so ids of other households cannot be probed.
 */
export async function declarationDetail(
  db: InsurerDatabase,
  { viewer, declarationId, onDay }: Parameters<Port['detail']>[0],
): ReturnType<Port['detail']> {
  const [row] = await db
    .select({
      ...factColumns,
      rest: {
        collectionRiskCents: declarations.collectionRiskCents,
        rejectionReason: declarations.rejectionReason,
      },
    })
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(eq(declarations.declarationId, declarationId));
  if (!row || !(await mayView(db, viewer, row.declaration.customerNumber, onDay))) {
    return refuse('not-found');
  }
  return { ...toDeclaration(row), ...row.rest, bills: await billsOf(db, declarationId) };
}
