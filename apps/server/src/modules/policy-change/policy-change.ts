import {
  type CatalogueCard,
  type ChangingPerson,
  type PolicyChangeContext,
  type PolicyYearMode,
  policyYearMode,
  referenceDayFor,
  runsInYear,
  runsOnEveOf,
} from '@mijn/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { agreements, customers, policies } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import {
  type CatalogueEntry,
  pricedCatalogue,
  pricedProductsByPolicy,
} from '../../insurer/legacy/catalogue.ts';

export interface InsuredOnAgreement {
  policy: typeof policies.$inferSelect;
  customer: typeof customers.$inferSelect;
  /** The person as the domain's rules see them. */
  person: ChangingPerson;
}

export const catalogueCard = (product: CatalogueEntry['product']): CatalogueCard => ({
  code: product.code,
  name: product.name,
  type: product.type,
  hasMedicalSelection: product.hasMedicalSelection,
  voluntaryExcessCents: product.voluntaryExcessCents,
  yearlyMaximumCents: product.yearlyMaximumCents,
});

/** Everything the rules of changing one agreement's policy for one year are judged on. */
export interface PolicyChange {
  agreement: typeof agreements.$inferSelect;
  policyholder: typeof customers.$inferSelect;
  isPolicyholder: boolean;
  year: number;
  /** `request` when nobody on the agreement is insured in the year yet (polis-aanvragen). */
  mode: PolicyYearMode;
  /** The day ages count on, as the premium engine judges them (decision 0009). */
  referenceDay: string;
  /**
   * The insured of the year, policyholder first, then partner and co-insured, oldest first. For a
   * request: those insured on 31 December of the year before, carrying the cover they had then.
   */
  insured: InsuredOnAgreement[];
  catalogue: CatalogueEntry[];
  context: PolicyChangeContext;
}

export interface ChangeTarget {
  agreementId: number;
  contractCode: string;
  year: number;
}

const roleOrder = { H: 0, P: 1, M: 2 } as const;

/**
 * The agreement as its policy would change in a year. Only someone insured on it learns that it
 * exists; with `holderOnly` only its policyholder (spec §4: main insured only). Anyone else gets
 * 404, so an agreement id tells nothing about another household.
 */
export async function loadPolicyChange(
  db: Db,
  auth: AccessAuth,
  target: ChangeTarget,
  today: string,
  options: { holderOnly: boolean },
): Promise<PolicyChange> {
  const user = auth.user.customerNumber;
  const rows = await db
    .select({ agreement: agreements, policy: policies, customer: customers })
    .from(agreements)
    .innerJoin(policies, eq(policies.agreementId, agreements.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(
      and(eq(agreements.agreementId, target.agreementId), eq(agreements.contractCode, target.contractCode)),
    )
    .orderBy(asc(policies.policyNumber));
  const agreement = rows[0]?.agreement;
  const isPolicyholder = agreement?.policyholderNumber === user;
  const takesPart = rows.some((row) => row.customer.customerNumber === user);
  const policyholder = rows.find(
    (row) => row.customer.customerNumber === agreement?.policyholderNumber,
  )?.customer;
  if (!agreement || !policyholder || !(isPolicyholder || (takesPart && !options.holderOnly)))
    throw new HttpError(404, serverMessages.agreementNotFound);

  const mode = policyYearMode(
    rows.map(({ policy }) => policy),
    target.year,
  );
  // A year nobody is insured in yet is requested for whoever was insured the day before, as they were.
  const inYear = rows.filter(({ policy }) =>
    mode === 'change' ? runsInYear(policy, target.year) : runsOnEveOf(policy, target.year),
  );
  const [catalogue, carried] = await Promise.all([
    pricedCatalogue(db, agreement.labelCode, target.year),
    pricedProductsByPolicy(
      db,
      inYear.map(({ policy }) => policy.policyNumber),
      mode === 'change' ? target.year : target.year - 1,
    ),
  ]);
  const insured = inYear
    .map(({ policy, customer }) => ({
      policy,
      customer,
      person: {
        customerNumber: customer.customerNumber,
        birthDate: customer.birthDate,
        role: policy.role,
        currentCodes: (carried.get(policy.policyNumber) ?? []).map((product) => product.code),
      },
    }))
    .sort(
      (a, b) =>
        roleOrder[a.policy.role] - roleOrder[b.policy.role] ||
        a.customer.birthDate.localeCompare(b.customer.birthDate),
    );
  const referenceDay = referenceDayFor(target.year, today);
  const context: PolicyChangeContext = {
    referenceDay,
    catalogue: catalogue.map(({ product }) => catalogueCard(product)),
    persons: insured.map(({ person }) => person),
  };
  return {
    agreement,
    policyholder,
    isPolicyholder,
    year: target.year,
    mode,
    referenceDay,
    insured,
    catalogue,
    context,
  };
}
