import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  agreements,
  cardRequests,
  claimAttachments,
  claimSubmissions,
  customers,
  declarationActivities,
  declarationBills,
  declarations,
  directDebitMandates,
  documents,
  insuranceRightChecks,
  invoicePayments,
  invoices,
  memberOfferTips,
  onlinePayments,
  outboxMessages,
  policies,
  policyProducts,
  scheduledPaymentChanges,
  seatedTransportAttachments,
  seatedTransportRequests,
  treatmentAbroadAttachments,
  treatmentAbroadRequests,
} from '../../db/schema.ts';

/** Tables a refused request must never add to (security bookkeeping such as attempts is left out). */
const guardedTables = [
  customers,
  agreements,
  policies,
  policyProducts,
  accounts,
  declarations,
  declarationBills,
  declarationActivities,
  claimSubmissions,
  claimAttachments,
  seatedTransportRequests,
  seatedTransportAttachments,
  treatmentAbroadRequests,
  treatmentAbroadAttachments,
  documents,
  invoices,
  invoicePayments,
  onlinePayments,
  cardRequests,
  memberOfferTips,
  insuranceRightChecks,
  outboxMessages,
  directDebitMandates,
  scheduledPaymentChanges,
];

// Each table through its Drizzle object, which names its schema (the insurer's are in `insurer`).
const snapshotQuery = sql`select ${sql.join(
  guardedTables.map(
    (table) => sql`(select count(*) from ${table})::int as ${sql.identifier(getTableName(table))}`,
  ),
  sql`, `,
)},
   (select md5(coalesce(string_agg(c::text, ',' order by c.customer_number), '')) from ${customers} c) as customers_content`;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Row counts of the guarded tables and a fingerprint of every customer row. */
export async function worldState(db: Db): Promise<Record<string, unknown>> {
  const [row] = rowsOf(await db.execute(snapshotQuery));
  return row ?? {};
}

/** What must never appear in a log line: the demo people's BSN, names, e-mail, phone and IBAN. */
export async function personalDataOf(db: Db): Promise<string[]> {
  const people = await db
    .select({
      bsn: customers.bsn,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phoneNumber: customers.phoneNumber,
    })
    .from(customers);
  const ibans = await db
    .select({
      premium: agreements.premiumIban,
      reimbursement: agreements.reimbursementIban,
      excess: agreements.excessIban,
    })
    .from(agreements);
  const values = [
    ...people.flatMap((p) => [p.bsn, `${p.firstName} ${p.lastName}`, p.email, p.phoneNumber]),
    ...ibans.flatMap((a) => [a.premium, a.reimbursement, a.excess]),
  ];
  return [
    ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length >= 6)),
  ];
}
