import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, customers } from '../../db/schema.ts';

/** Tables a refused request must never add to (security bookkeeping such as attempts is left out). */
const guardedTables = [
  'customers',
  'agreements',
  'policies',
  'policy_products',
  'accounts',
  'declarations',
  'declaration_bills',
  'declaration_activities',
  'claim_submissions',
  'claim_attachments',
  'seated_transport_requests',
  'seated_transport_attachments',
  'treatment_abroad_requests',
  'treatment_abroad_attachments',
  'documents',
  'invoices',
  'invoice_payments',
  'online_payments',
  'card_requests',
  'member_offer_tips',
  'insurance_right_checks',
  'outbox_messages',
  'direct_debit_mandates',
  'scheduled_payment_changes',
] as const;

const snapshotQuery = sql.raw(
  `select ${guardedTables.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ')},
   (select md5(coalesce(string_agg(c::text, ',' order by c.customer_number), '')) from customers c) as customers_content`,
);

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
