import { ageOn, formalName, fullName, MESSAGE_BOX_YEARS, PRIVACY_AGE, yearOf } from '@mijn/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accounts,
  agreements,
  customers,
  declarations,
  documents,
  invoices,
  policies,
  policyProducts,
  products,
} from '../db/schema.ts';
import type { RegisteredDetails } from '../test/customer-update.ts';

/** What the seeded world knows of one insured person: the identifiers an attacker would try. */
export interface Person {
  customerNumber: string;
  username: string | null;
  agreementId: number;
  role: 'H' | 'P' | 'M';
  birthDate: string;
  /** Names as the portal writes them: "Jan de Vries" and "J. de Vries". */
  names: string[];
  /** The personal details as registered, which a valid change of personal details may send back. */
  registered: RegisteredDetails;
  email: string | null;
  bsn: string;
  policyNumbers: string[];
  declarations: { declarationId: string; recordId: string }[];
  documentIds: string[];
  /** Reimbursement documents of this year's products: `policyConditions.<label>.<code>.<year>`. */
  genericDocumentIds: string[];
}

/** An agreement (household) and what only its policyholder sees. */
export interface Household {
  agreementId: number;
  contractCode: string;
  policyholder: string;
  /** The agreement's accounts: premium, reimbursements, excess. */
  ibans: string[];
  invoiceNumbers: string[];
  members: Person[];
}

/** The oldest and the newest: lists and previews of recent items show the one, archives the other. */
const sample = <T>(items: readonly T[]) =>
  [...new Set([items[0], items.at(-1)])].filter((item) => item !== undefined);

/** Every household of the seeded world with a few identifiers of each kind per person. */
export async function loadHouseholds(db: Db, today: string): Promise<Household[]> {
  const year = yearOf(today);
  const agreementRows = await db.select().from(agreements).orderBy(asc(agreements.agreementId));
  const people = await db
    .select({ customer: customers, policy: policies, username: accounts.username })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .leftJoin(accounts, eq(accounts.customerNumber, customers.customerNumber))
    .orderBy(asc(policies.policyNumber));

  const byCustomer = new Map<string, Person>();
  for (const { customer, policy, username } of people) {
    const known = byCustomer.get(customer.customerNumber);
    if (known) {
      known.policyNumbers.push(policy.policyNumber);
      continue;
    }
    byCustomer.set(customer.customerNumber, {
      customerNumber: customer.customerNumber,
      username,
      agreementId: policy.agreementId,
      role: policy.role,
      birthDate: customer.birthDate,
      names: [fullName(customer), formalName(customer)],
      registered: customer,
      email: customer.email,
      bsn: customer.bsn,
      policyNumbers: [policy.policyNumber],
      declarations: [],
      documentIds: [],
      genericDocumentIds: [],
    });
  }

  for (const person of byCustomer.values()) {
    person.declarations = sample(
      await db
        .select({ declarationId: declarations.declarationId, recordId: declarations.recordId })
        .from(declarations)
        .where(eq(declarations.customerNumber, person.customerNumber))
        .orderBy(asc(declarations.declarationId)),
    );
    // Letters of the message box window only: older or future ones are refused to everyone alike.
    person.documentIds = sample(
      await db
        .select({ documentId: documents.documentId })
        .from(documents)
        .where(
          and(
            eq(documents.customerNumber, person.customerNumber),
            gte(documents.publicationDate, `${year - (MESSAGE_BOX_YEARS - 1)}-01-01`),
            lte(documents.publicationDate, today),
          ),
        )
        .orderBy(asc(documents.publicationDate), asc(documents.documentId)),
    ).map((row) => row.documentId);
    const held = await db
      .selectDistinct({ label: products.labelCode, code: products.code })
      .from(policyProducts)
      .innerJoin(products, eq(products.id, policyProducts.productId))
      .where(
        and(
          inArray(policyProducts.policyNumber, person.policyNumbers),
          lte(policyProducts.startDate, `${year}-12-31`),
          gte(policyProducts.endDate, `${year}-01-01`),
        ),
      );
    person.genericDocumentIds = held
      .map(({ label, code }) => `policyConditions.${label}.${code}.${year}`)
      .sort();
  }

  const households: Household[] = [];
  for (const agreement of agreementRows) {
    const invoiceRows = await db
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.agreementId, agreement.agreementId))
      .orderBy(asc(invoices.invoiceNumber));
    households.push({
      agreementId: agreement.agreementId,
      contractCode: agreement.contractCode,
      policyholder: agreement.policyholderNumber,
      ibans: [agreement.premiumIban, agreement.reimbursementIban, agreement.excessIban].filter(
        (iban): iban is string => iban !== null,
      ),
      invoiceNumbers: invoiceRows.map((row) => row.invoiceNumber),
      members: [...byCustomer.values()].filter((person) => person.agreementId === agreement.agreementId),
    });
  }
  return households;
}

/**
 * Spec §6, written out independently of the server's own check: a user sees their own data, and a
 * policyholder also that of the family members under 16 on their agreement.
 */
export function mayView(user: Person, other: Person, households: readonly Household[], today: string) {
  if (other.customerNumber === user.customerNumber) return true;
  const household = households.find((h) => h.agreementId === other.agreementId);
  return household?.policyholder === user.customerNumber && ageOn(other.birthDate, today) < PRIVACY_AGE;
}

/** A person whose data the user may not see, and how much of it is theirs alone. */
export interface Target {
  person: Person;
  household: Household;
  /** Same agreement as the user: the agreement itself and its invoices are shared, not foreign. */
  sameHousehold: boolean;
  /**
   * The user holds the agreement the target is on: who is insured on it, with which policy number
   * and premium, is the policyholder's to see (spec §3 Agreement detail); claims, letters and
   * personal details stay private.
   */
  onUsersAgreement: boolean;
}

export function targetsOf(user: Person, households: readonly Household[], today: string): Target[] {
  return households.flatMap((household) =>
    household.members
      .filter((person) => !mayView(user, person, households, today))
      .map((person) => ({
        person,
        household,
        sameHousehold: household.agreementId === user.agreementId,
        onUsersAgreement: household.policyholder === user.customerNumber,
      })),
  );
}

/** The user as a target of their own requests: the control that a probe reaches the access check. */
export function selfTarget(user: Person, households: readonly Household[]): Target {
  const household = households.find((h) => h.agreementId === user.agreementId);
  if (!household) throw new Error(`no household for ${user.customerNumber}`);
  return {
    person: user,
    household,
    sameHousehold: true,
    onUsersAgreement: household.policyholder === user.customerNumber,
  };
}

/**
 * What must never appear in a reply to the user about a target: the person's own identifiers and
 * contact data, the invoices and bank account of the agreement unless the user holds it; for
 * another household also its agreement number and the names.
 * (Within one family the names and the agreement are shared knowledge: the policyholder's name is
 * on every member's agreement.) Where an endpoint `showsParticipation`, the policyholder also sees
 * who is insured on his agreement, with their policy numbers.
 */
export function markersOf(target: Target, inOverview: boolean): { exact: string[]; within: string[] } {
  const { person, household } = target;
  const participationShown = inOverview && target.onUsersAgreement;
  const participation = participationShown ? [] : [person.customerNumber, ...person.policyNumbers];
  const exact = [
    ...participation,
    person.bsn,
    ...person.declarations.flatMap((d) => [d.declarationId, d.recordId]),
    ...person.documentIds,
  ];
  const within = [person.email, person.bsn].filter((value): value is string => value !== null);
  // Invoices and the bank account are the policyholder's, also within the family (spec §6).
  const billing = target.onUsersAgreement ? [] : household.invoiceNumbers;
  const account = target.onUsersAgreement ? [] : household.ibans;
  if (target.sameHousehold) return { exact: [...exact, ...billing], within: [...within, ...account] };
  return {
    exact: [...exact, String(household.agreementId), ...billing],
    within: [...within, ...person.names, ...account],
  };
}
