import type { InsurerPort } from '@mijn/insurer';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { products } from '../db/schema/catalogue.ts';
import { agreements, customers, policies, policyProducts } from '../db/schema/policies.ts';
import { visibleTo } from '../households/viewer-scope.ts';
import { policyRunsOn } from '../policies/periods.ts';

type Port = InsurerPort['insuranceCards'];

/** The policies with basic cover on the day, of those given: their cards carry the EHIC. */
async function withBasicCover(db: InsurerDatabase, policyNumbers: string[], onDay: string) {
  const rows = await db
    .select({ policyNumber: policyProducts.policyNumber })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        inArray(policyProducts.policyNumber, policyNumbers),
        eq(products.type, 'MB'),
        lte(policyProducts.startDate, onDay),
        gte(policyProducts.endDate, onDay),
      ),
    );
  return new Set(rows.map((row) => row.policyNumber));
}

/** The card facts of everyone the viewer may see who is insured on the day. */
export async function cardsOfHousehold(
  db: InsurerDatabase,
  { viewer, onDay }: Parameters<Port['ofHousehold']>[0],
): ReturnType<Port['ofHousehold']> {
  const visible = [...(await visibleTo(db, viewer, onDay))];
  const rows = await db
    .select({
      customerNumber: customers.customerNumber,
      policyNumber: policies.policyNumber,
      labelCode: agreements.labelCode,
      initials: customers.initials,
      firstName: customers.firstName,
      prefix: customers.prefix,
      lastName: customers.lastName,
      birthDate: customers.birthDate,
      bsn: customers.bsn,
      policyEnd: policies.endDate,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .where(and(inArray(policies.customerNumber, visible), policyRunsOn(onDay)));
  const basic = await withBasicCover(
    db,
    rows.map((row) => row.policyNumber),
    onDay,
  );
  const yearEnd = `${onDay.slice(0, 4)}-12-31`;
  return rows.map(({ policyEnd, ...card }) => ({
    ...card,
    ehic: basic.has(card.policyNumber),
    validUntil: policyEnd !== null && policyEnd < yearEnd ? policyEnd : yearEnd,
  }));
}
