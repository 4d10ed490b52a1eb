import type { DeclarationDetail } from '@mijn/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { customers, declarationActivities, declarationBills, declarations } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { rejectionReasonIn } from './rejection-reason.ts';
import { toDeclarationSummary } from './service.ts';

const notFound = () => new HttpError(404, serverMessages.declarationNotFound);

/**
 * One declaration with its bills and activities (spec §3 Declaration detail). A declaration of
 * someone the user may not see answers 404, exactly like one that does not exist, so ids of other
 * households cannot be probed.
 */
export async function declarationDetail(
  db: Db,
  auth: AccessAuth,
  today: string,
  query: { declarationId: string; recordId?: string | undefined },
  language: ReaderLanguage = 'nl',
): Promise<DeclarationDetail> {
  const [row] = await db
    .select({ declaration: declarations, customer: customers })
    .from(declarations)
    .innerJoin(customers, eq(customers.customerNumber, declarations.customerNumber))
    .where(eq(declarations.declarationId, query.declarationId));
  if (!row) throw notFound();
  if (query.recordId !== undefined && query.recordId !== row.declaration.recordId) throw notFound();
  const visible = await visibleCustomerNumbers(db, auth, today);
  if (!visible.has(row.declaration.customerNumber)) throw notFound();

  const bills = await db
    .select()
    .from(declarationBills)
    .where(eq(declarationBills.declarationId, row.declaration.declarationId))
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

  const { declaration: d, customer } = row;
  return {
    ...toDeclarationSummary(row),
    bills: bills.map((bill) => ({
      invoiceId: bill.invoiceId,
      payOutAmount: bill.payOutCents,
      activities: activities
        .filter((activity) => activity.billId === bill.id)
        .map((activity) => ({
          date: activity.date,
          description: activity.description,
          declaredAmount: activity.declaredCents,
          compensatedAmount: activity.compensatedCents,
        })),
    })),
    collectionRiskAmount: d.collectionRiskCents,
    relation: { prefix: customer.prefix, lastName: customer.lastName, dateOfBirth: customer.birthDate },
    rejectionReason: rejectionReasonIn(language, d.rejectionReason, d.rejectionCodes),
    rejectionCodes: d.rejectionCodes,
  };
}
