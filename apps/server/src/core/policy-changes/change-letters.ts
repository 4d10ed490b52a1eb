import type { PolicyChangeFacts, PolicyScheduleFacts, ProductFact } from '@mijn/insurer';
import type { Db } from '../../db/client.ts';
import { recordLetterArrived, storePolicyholderLetter } from '../documents/policyholder-letter.ts';
import type { InvoiceCorrection } from './invoice-corrections.ts';
import type { HouseholdPremiums } from './premiums-of.ts';
import type { CatalogueProduct, InsuredInYear } from './target-cover.ts';

/** The documents a change put in the policyholder's message box. */
export interface ChangeLetters {
  policyScheduleId: string;
  confirmationId: string;
}

interface AppliedChange {
  agreementId: number;
  year: number;
  startDate: string;
  today: string;
  /** The year was requested: nobody was insured in it before (decision 0050). */
  isRequest: boolean;
  insured: readonly InsuredInYear[];
  changed: readonly InsuredInYear[];
  target: ReadonlyMap<string, readonly CatalogueProduct[]>;
  before: HouseholdPremiums;
  after: HouseholdPremiums;
  corrections: readonly InvoiceCorrection[];
}

const fact = ({ name, type }: CatalogueProduct): ProductFact => ({ name, type });
const missingFrom = (list: readonly CatalogueProduct[], others: readonly CatalogueProduct[]) =>
  list.filter((product) => !others.some((other) => other.id === product.id)).map(fact);

const targetOf = (applied: AppliedChange, person: InsuredInYear) =>
  applied.target.get(person.policyNumber) ?? [];

function scheduleFacts(applied: AppliedChange): PolicyScheduleFacts {
  const insured = applied.insured.map((person) => ({
    firstName: person.firstName,
    products: targetOf(applied, person).map(fact),
  }));
  return {
    kind: 'policySchedule',
    year: applied.year,
    products: insured.flatMap((person) => person.products),
    monthlyPremiumCents: applied.after.householdCents,
    insured,
  };
}

function confirmationFacts(applied: AppliedChange): PolicyChangeFacts {
  return {
    kind: 'policyChange',
    ...(applied.isRequest ? { isRequest: true } : {}),
    year: applied.year,
    startDate: applied.startDate,
    people: applied.changed.map((person) => {
      const premium = applied.after.byPolicy.get(person.policyNumber);
      return {
        firstName: person.firstName,
        added: missingFrom(targetOf(applied, person), person.products),
        removed: missingFrom(person.products, targetOf(applied, person)),
        monthlyPremiumCents: premium?.totalNettoPremium ?? 0,
        isFree: premium?.isFree ?? false,
      };
    }),
    monthlyPremiumBeforeCents: applied.before.householdCents,
    monthlyPremiumCents: applied.after.householdCents,
    corrections: applied.corrections.map(({ invoiceNumber, periodStart, differenceCents }) => ({
      invoiceNumber,
      periodStart,
      differenceCents,
    })),
  };
}

/**
 * The new policy schedule (Polisblad) of the year with every insured and their products, and the
 * confirmation of what changed per person, in the policyholder's message box with a notification
 * each (in the caller's transaction). Facts only: each is written in the reader's language when read.
 */
export async function writeChangeLetters(db: Db, applied: AppliedChange): Promise<ChangeLetters> {
  const common = { agreementId: applied.agreementId, publicationDate: applied.today };
  const schedule = await storePolicyholderLetter(
    db,
    { ...common, docType: 'Polisblad', docTypeId: 1, facts: scheduleFacts(applied) },
    'polis',
  );
  const confirmation = await storePolicyholderLetter(
    db,
    {
      ...common,
      docType: applied.isRequest ? 'Aanvraag' : 'Wijziging',
      docTypeId: 2,
      facts: confirmationFacts(applied),
    },
    'polis',
  );
  await recordLetterArrived(db, schedule, applied.today);
  await recordLetterArrived(db, confirmation, applied.today);
  return { policyScheduleId: schedule.documentId, confirmationId: confirmation.documentId };
}
