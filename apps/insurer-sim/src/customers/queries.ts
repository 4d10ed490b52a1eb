import { type InsurerPort, refuse } from '@mijn/insurer';
import { desc, eq, inArray } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { products } from '../db/schema/catalogue.ts';
import { customers, policies, policyProducts } from '../db/schema/policies.ts';
import { mayView, visibleTo } from '../households/viewer-scope.ts';
import { addressOf, personOf } from './person.ts';

type Port = InsurerPort['customers'];
type Insured = Awaited<ReturnType<Port['insuredOfViewer']>>[number];

/** Everyone the viewer may see who has a policy, with each policy's role and product periods. */
export async function insuredOfViewer(
  db: InsurerDatabase,
  { viewer, onDay }: Parameters<Port['insuredOfViewer']>[0],
): ReturnType<Port['insuredOfViewer']> {
  const visible = [...(await visibleTo(db, viewer, onDay))];
  const rows = await db
    .select({ policy: policies, customer: customers })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(inArray(policies.customerNumber, visible))
    .orderBy(desc(policies.startDate));
  const covers = await db
    .select({
      policyNumber: policyProducts.policyNumber,
      type: products.type,
      startsOn: policyProducts.startDate,
      endsOn: policyProducts.endDate,
    })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      inArray(
        policyProducts.policyNumber,
        rows.map((row) => row.policy.policyNumber),
      ),
    );
  const insured = new Map<string, Insured>();
  for (const { policy, customer } of rows) {
    const entry = insured.get(customer.customerNumber) ?? { person: personOf(customer), policies: [] };
    entry.policies.push({
      role: policy.role,
      startsOn: policy.startDate,
      endsOn: policy.endDate,
      covers: covers
        .filter((cover) => cover.policyNumber === policy.policyNumber)
        .map(({ type, startsOn, endsOn }) => ({ type, startsOn, endsOn })),
    });
    insured.set(customer.customerNumber, entry);
  }
  return [...insured.values()];
}

/** A person's registered names, BSN, address and contact details, with the role of their latest policy. */
export async function profile(
  db: InsurerDatabase,
  { viewer, onDay, customerNumber }: Parameters<Port['profile']>[0],
): ReturnType<Port['profile']> {
  if (!(await mayView(db, viewer, customerNumber, onDay))) return refuse('not-in-household');
  const [row] = await db
    .select({ customer: customers, role: policies.role })
    .from(customers)
    .leftJoin(policies, eq(policies.customerNumber, customers.customerNumber))
    .where(eq(customers.customerNumber, customerNumber))
    .orderBy(desc(policies.startDate))
    .limit(1);
  if (!row) return refuse('not-in-household');
  const { customer } = row;
  return {
    ...personOf(customer),
    role: row.role,
    bsn: customer.bsn,
    prefixMaidenName: customer.prefixMaidenName,
    maidenName: customer.maidenName,
    address: addressOf(customer),
    email: customer.email,
    phoneNumber: customer.phoneNumber,
  };
}
