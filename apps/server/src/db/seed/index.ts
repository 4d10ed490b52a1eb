import {
  addDays,
  addMonths,
  addYears,
  childCodes,
  insurerToday,
  insurerYear,
  isFreeCoInsured,
  yearOf,
} from '@mijn/domain';
import { labelByCode, labelCatalogue } from '../../core/labels/catalogue.ts';
import { policyNumberFor } from '../../core/policy-numbers.ts';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { daysBefore, firstDayOfYear, lastDayOfYear } from './calendar.ts';
import { labelPricing, premiumsFor, productCatalogueFor } from './catalogue.ts';
import { seedDocumentsWorld } from './documents-world.ts';
import { seedHomeContent } from './home-content.ts';
import { seedHomeWorld } from './home-world.ts';
import { type DemoHouseholdSeed, type DemoPersonSeed, demoHouseholds } from './households.ts';
import { accountNumberFrom, bsnSequence, dutchIban } from './identifiers.ts';
import { seedOfferNextYear } from './offer-next-year.ts';
import { seedSeatedTransportWorld } from './seated-transport-world.ts';

export type { ProductDefinition, YearPremium } from './catalogue.ts';
export { labelPricing, premiumsFor, productCatalogue, productCatalogueFor } from './catalogue.ts';
export type { DemoAccount, DemoHouseholdSeed, DemoPersonSeed } from './households.ts';
export { demoAccounts, demoHouseholds, demoPassword, temporaryDemoPassword } from './households.ts';

/** A Drizzle database or transaction on either driver (PGlite or node-postgres). */
export type Database = Db;

export interface SeedOptions {
  /** The moment the demo world is built around; its Dutch calendar day fixes ages, policy and premium years. */
  today: Date;
  hashPassword: (plain: string) => Promise<string>;
  /**
   * The demo login accounts, whose password the README publishes. Without them the households
   * are there and their people register themselves (ASVS 6.3.2: no default accounts in production).
   */
  demoAccounts: boolean;
}

type CustomerRow = typeof schema.customers.$inferInsert;
type PolicyRow = typeof schema.policies.$inferInsert;
type PolicyProductRow = Omit<typeof schema.policyProducts.$inferInsert, 'productId'> & {
  productCode: string;
};

const firstCustomerNumber = 20_000_001;

const birthDateOf = (person: DemoPersonSeed, today: string): string =>
  'date' in person.birth ? person.birth.date : addYears(today, -person.birth.yearsOldToday);

const laterOf = (first: string, second: string): string => (first > second ? first : second);

/**
 * An adult carries the cover written in the household; a child under 18 what the domain's rule of
 * spec §6 gives it (`childCodes`, decision 0045), as a policy change would write it.
 */
function productCodesOf(person: DemoPersonSeed, household: DemoHouseholdSeed, today: string): string[] {
  if (person.productCodes) return person.productCodes;
  if (!isFreeCoInsured(birthDateOf(person, today), today))
    throw new Error(`${person.firstName} is an adult without products`);
  const persons = household.members.map((member, index) => ({
    customerNumber: String(index),
    birthDate: birthDateOf(member, today),
    role: member.role,
  }));
  const selection = Object.fromEntries(
    household.members.map((member, index) => [String(index), member.productCodes ?? []]),
  );
  const codes = childCodes(
    { catalogue: productCatalogueFor(household.label), persons, referenceDay: today },
    selection,
  );
  if (codes.length === 0) throw new Error(`Household ${household.agreementId} gives its children no cover`);
  return codes;
}

type MandateRow = typeof schema.directDebitMandates.$inferInsert;

/**
 * The household's mandates, signed when the agreement started: one for the premium when it is
 * debited (revoked when the insurer stopped debiting), one for the excess bills when they are.
 */
function mandatesOf(household: DemoHouseholdSeed, iban: string, today: string): MandateRow[] {
  const mandate = (purpose: MandateRow['purpose'], letter: string, revokedOn: string | null): MandateRow => ({
    reference: `${household.agreementId}-${letter}1`,
    agreementId: household.agreementId,
    purpose,
    iban,
    signedOn: household.insuredSince,
    revokedOn,
  });
  const { debitsStoppedMonthsAgo: stopped } = household;
  const debitsStoppedOn =
    stopped === undefined ? null : addDays(addMonths(`${today.slice(0, 7)}-01`, -stopped), -20);
  return [
    ...(household.paymentMethod === 'DirectDebit' || debitsStoppedOn !== null
      ? [mandate('premium', 'P', debitsStoppedOn)]
      : []),
    ...(household.excessPaymentMethod === 'DirectDebit' ? [mandate('excess', 'E', null)] : []),
  ];
}

interface World {
  customers: CustomerRow[];
  agreements: (typeof schema.agreements.$inferInsert)[];
  mandates: MandateRow[];
  policies: PolicyRow[];
  policyProducts: (PolicyProductRow & { labelCode: string })[];
  accounts: (Omit<typeof schema.accounts.$inferInsert, 'passwordHash'> & { password: string })[];
}

function buildWorld(todayInstant: Date): World {
  const today = insurerToday(todayInstant);
  const thisYear = yearOf(today);
  const policyYears = [thisYear - 1, thisYear];
  const bsns = bsnSequence();
  let nextCustomerNumber = firstCustomerNumber;
  const world: World = {
    customers: [],
    agreements: [],
    mandates: [],
    policies: [],
    policyProducts: [],
    accounts: [],
  };

  for (const household of demoHouseholds) {
    const label = labelByCode[household.label];
    const endDate = household.endsThisYear ? lastDayOfYear(thisYear) : null;
    const iban = dutchIban(household.bank.code, accountNumberFrom(household.bank.accountStem));
    const customerNumbers = household.members.map(() => String(nextCustomerNumber++));

    household.members.forEach((person, memberIndex) => {
      const customerNumber = customerNumbers[memberIndex]!;
      const birthDate = birthDateOf(person, today);
      const bsn = bsns.next().value;
      if (!bsn) throw new Error('Ran out of fictitious BSNs');
      world.customers.push({
        customerNumber,
        bsn,
        initials: person.initials,
        firstName: person.firstName,
        prefix: person.prefix,
        lastName: person.lastName,
        maidenName: person.maidenName ?? null,
        prefixMaidenName: person.prefixMaidenName ?? null,
        gender: person.gender,
        birthDate,
        email: person.email,
        phoneNumber: person.phoneNumber,
        ...household.address,
        houseNumberAddition: household.address.houseNumberAddition ?? null,
        country: household.address.country ?? 'NL',
        isDefaulter: person.isDefaulter ?? false,
      });
      if (memberIndex === 0) {
        world.agreements.push({
          agreementId: household.agreementId,
          labelCode: household.label,
          contractCode: labelPricing[household.label].contractCode,
          policyholderNumber: customerNumber,
          paymentTermMonths: household.paymentTermMonths,
          paymentMethod: household.paymentMethod,
          // The employer pays through the payroll (BOR): no account of the household pays the premium.
          premiumIban: household.paymentMethod === 'BOR' ? null : iban,
          reimbursementIban: iban,
          excessPaymentMethod: household.excessPaymentMethod,
          excessIban: iban,
          mandatoryDirectDebit: household.mandatoryDirectDebit ?? false,
          startDate: household.insuredSince,
          endDate,
        });
        world.mandates.push(...mandatesOf(household, iban, today));
      }

      const policyNumber = policyNumberFor(label.uzoviCode, household.agreementId, memberIndex + 1);
      const policyStart = laterOf(household.insuredSince, birthDate);
      world.policies.push({
        policyNumber,
        agreementId: household.agreementId,
        customerNumber,
        role: person.role,
        startDate: policyStart,
        endDate,
      });
      for (const year of policyYears) {
        if (policyStart > lastDayOfYear(year)) continue;
        for (const productCode of productCodesOf(person, household, today)) {
          world.policyProducts.push({
            policyNumber,
            labelCode: household.label,
            productCode,
            startDate: laterOf(firstDayOfYear(year), policyStart),
            endDate: lastDayOfYear(year),
          });
        }
      }

      if (person.account) {
        world.accounts.push({
          customerNumber,
          username: person.account.username.toLowerCase(),
          password: person.account.password,
          phoneNumber: person.account.phoneNumber,
          shouldResetPassword: person.account.shouldResetPassword,
          digitalPost: person.account.digitalPost,
          termsSignedAt: person.account.hasSignedTerms
            ? daysBefore(todayInstant, 200 + memberIndex * 31)
            : null,
        });
      }
    });
  }
  return world;
}

const insertLabels = (db: Database) =>
  db.insert(schema.labels).values(labelCatalogue.map((label) => ({ ...label, colors: { ...label.colors } })));

/**
 * What the portal owns, for a portal whose insurer is a service of its own (INSURER_URL): the
 * labels and their home content (news, opening hours, member offers). No customer, policy or product.
 */
export async function seedPortal(db: Database, todayInstant: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await insertLabels(tx);
    await seedHomeContent(tx, insurerToday(todayInstant));
  });
}

/**
 * Builds the demo world on a freshly migrated, empty database, in one transaction: the labels,
 * their catalogues with premiums for last, this and next year, and the demo households.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const world = buildWorld(options.today);
  const thisYear = insurerYear(options.today);
  // Hash outside the transaction: argon2id is deliberately slow.
  const accounts = options.demoAccounts ? world.accounts : [];
  const accountRows = await Promise.all(
    accounts.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await options.hashPassword(password),
      // The world's clock, not the database's: a server pinned in the past accepts its own tokens.
      sessionsValidFrom: options.today,
    })),
  );

  await db.transaction(async (tx) => {
    await insertLabels(tx);

    const productIds = new Map<string, string>();
    for (const label of labelCatalogue) {
      const catalogue = productCatalogueFor(label.code);
      const inserted = await tx
        .insert(schema.products)
        .values(
          catalogue.map(({ referencePremiumCents: _reference, ...line }) => ({
            ...line,
            labelCode: label.code,
          })),
        )
        .returning({ id: schema.products.id, code: schema.products.code });
      for (const row of inserted) productIds.set(`${label.code}/${row.code}`, row.id);
      await tx.insert(schema.productPremiums).values(
        catalogue.flatMap((line) =>
          premiumsFor(label.code, line, thisYear).map((premium) => ({
            productId: productIds.get(`${label.code}/${line.code}`)!,
            ...premium,
          })),
        ),
      );
    }

    await tx.insert(schema.customers).values(world.customers);
    await tx.insert(schema.agreements).values(world.agreements);
    await tx.insert(schema.directDebitMandates).values(world.mandates);
    await tx.insert(schema.policies).values(world.policies);
    await tx.insert(schema.policyProducts).values(
      world.policyProducts.map(({ labelCode, productCode, ...row }) => {
        const productId = productIds.get(`${labelCode}/${productCode}`);
        if (!productId) throw new Error(`Unknown product ${productCode} of label ${labelCode}`);
        return { ...row, productId };
      }),
    );
    if (accountRows.length > 0) await tx.insert(schema.accounts).values(accountRows);
    // Next year's cover first: from 10 December the premium history already invoices its January.
    await seedOfferNextYear(tx, options.today);
    await seedHomeContent(tx, insurerToday(options.today));
    await seedHomeWorld(tx, insurerToday(options.today));
    await seedDocumentsWorld(tx, insurerToday(options.today));
    await seedSeatedTransportWorld(tx, insurerToday(options.today));
  });
}
