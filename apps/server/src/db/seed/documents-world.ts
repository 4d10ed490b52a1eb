import { addDays, addMonths, yearOf } from '@mijn/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agreements, cardRequests, customers, documents, policies } from '../schema.ts';

interface Insured {
  customerNumber: string;
  labelCode: string;
  policyNumber: string;
  contractCode: string;
}

async function insuredByFirstName(db: Db, firstNames: string[]): Promise<Map<string, Insured>> {
  const rows = await db
    .select({
      firstName: customers.firstName,
      customerNumber: customers.customerNumber,
      labelCode: agreements.labelCode,
      policyNumber: policies.policyNumber,
      contractCode: agreements.contractCode,
    })
    .from(customers)
    .innerJoin(policies, eq(policies.customerNumber, customers.customerNumber))
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .where(inArray(customers.firstName, firstNames));
  return new Map(rows.map(({ firstName, ...insured }) => [firstName, insured]));
}

const required = (who: Map<string, Insured>, firstName: string): Insured => {
  const insured = who.get(firstName);
  if (!insured) throw new Error(`Seed needs ${firstName}`);
  return insured;
};

/**
 * Older correspondence besides the recent letters of home-world.ts: read letters of earlier years
 * (the message box filters by year over the last 5 calendar years) and one letter of 6 years ago that
 * is kept (7 years) but no longer shown. All read, so the unread counts of the home screen stay.
 */
function olderLetters(who: Map<string, Insured>, today: string): (typeof documents.$inferInsert)[] {
  const year = yearOf(today);
  const letter = (
    firstName: string,
    publicationDate: string,
    docType: string,
    docTypeId: number,
    documentCluster: string,
    name: string,
  ): typeof documents.$inferInsert => {
    const insured = required(who, firstName);
    return {
      ...insured,
      docType,
      docTypeId,
      documentCluster,
      name,
      publicationDate,
      hasBeenRead: true,
      readAt: new Date(`${publicationDate}T12:00:00Z`),
    };
  };
  return [
    letter('Jan', `${year - 1}-01-02`, 'Polisblad', 1, 'polis', `Polisblad ${year - 1}`),
    letter('Jan', `${year - 2}-01-03`, 'Polisblad', 1, 'polis', `Polisblad ${year - 2}`),
    letter('Jan', `${year - 3}-05-14`, 'Declaratieoverzicht', 20, 'declaraties', 'Declaratieoverzicht'),
    letter('Jan', `${year - 4}-02-10`, 'Factuur', 41, 'financieel', 'Jaaropgave premie'),
    letter('Jan', `${year - 6}-03-01`, 'Brief', 10, 'correspondentie', 'Welkom bij Zorgzaam'),
    letter('Tim', `${year - 2}-09-18`, 'Brief', 10, 'correspondentie', 'Vergoeding beugel Tim'),
    letter(
      'Sanne',
      `${year - 1}-06-30`,
      'Declaratieoverzicht',
      20,
      'declaraties',
      'Declaratieoverzicht Sanne',
    ),
    letter('Anna', `${year - 1}-11-04`, 'Brief', 10, 'correspondentie', 'Bevestiging wijziging IBAN'),
  ];
}

/**
 * Physical card requests: Tim's card was requested a month ago (a new request is denied for 3
 * months), Jan's 5 months ago (no longer blocking).
 */
function cardRequestsFor(who: Map<string, Insured>, today: string): (typeof cardRequests.$inferInsert)[] {
  const jan = required(who, 'Jan');
  const request = (firstName: string, requestedOn: string) => ({
    customerNumber: required(who, firstName).customerNumber,
    policyNumber: required(who, firstName).policyNumber,
    requestedBy: jan.customerNumber,
    requestedOn,
    expectedDeliveryDate: addDays(requestedOn, 14),
  });
  return [request('Tim', addMonths(today, -1)), request('Jan', addMonths(today, -5))];
}

/** The message box's older letters and the card requests, dated around today. */
export async function seedDocumentsWorld(db: Db, today: string): Promise<void> {
  const who = await insuredByFirstName(db, ['Jan', 'Tim', 'Sanne', 'Anna']);
  await db.insert(documents).values(olderLetters(who, today));
  await db.insert(cardRequests).values(cardRequestsFor(who, today));
}
