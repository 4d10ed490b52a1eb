import { addDays, addMonths, yearOf } from '@mijn/domain';
import type { LetterFacts } from '@mijn/insurer';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agreements, cardRequests, customers, documents, policies } from '../schema.ts';
import { claimsStatementFacts, policyScheduleFacts } from './letter-facts.ts';
import { letterRows, type SeedLetter } from './letter-rows.ts';

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
async function olderLetters(
  db: Db,
  who: Map<string, Insured>,
  today: string,
): Promise<(typeof documents.$inferInsert)[]> {
  const year = yearOf(today);
  const read = (
    publicationDate: string,
    kind: Pick<SeedLetter, 'docType' | 'docTypeId' | 'documentCluster'>,
    facts: LetterFacts,
  ): SeedLetter => ({
    ...kind,
    publicationDate,
    facts,
    hasBeenRead: true,
  });
  const policy = { docType: 'Polisblad', docTypeId: 1, documentCluster: 'polis' };
  const claims = { docType: 'Declaratieoverzicht', docTypeId: 20, documentCluster: 'declaraties' };
  const letter = { docType: 'Brief', docTypeId: 10, documentCluster: 'correspondentie' };
  const invoice = { docType: 'Factuur', docTypeId: 41, documentCluster: 'financieel' };
  const statement = (firstName: string, publicationDate: string) =>
    claimsStatementFacts(
      db,
      { customerNumber: required(who, firstName).customerNumber, firstName },
      addMonths(publicationDate, -3),
      addDays(publicationDate, -1),
    );
  const jan = required(who, 'Jan');
  const letters: [string, SeedLetter][] = [
    [
      'Jan',
      read(`${year - 1}-01-02`, policy, await policyScheduleFacts(db, jan.policyNumber, year - 1, null)),
    ],
    [
      'Jan',
      read(`${year - 2}-01-03`, policy, await policyScheduleFacts(db, jan.policyNumber, year - 2, null)),
    ],
    ['Jan', read(`${year - 3}-05-14`, claims, await statement('Jan', `${year - 3}-05-14`))],
    ['Jan', read(`${year - 4}-02-10`, invoice, { kind: 'notice', topic: 'annualStatement', year: year - 5 })],
    ['Jan', read(`${year - 6}-03-01`, letter, { kind: 'notice', topic: 'welcome' })],
    [
      'Tim',
      read(`${year - 2}-09-18`, letter, { kind: 'notice', topic: 'orthodontics', aboutFirstName: 'Tim' }),
    ],
    ['Sanne', read(`${year - 1}-06-30`, claims, await statement('Sanne', `${year - 1}-06-30`))],
    ['Anna', read(`${year - 1}-11-04`, letter, { kind: 'notice', topic: 'ibanChange' })],
  ];
  return letterRows(
    db,
    letters.map(([firstName, seed]) => [required(who, firstName), seed] as const),
  );
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
  await db.insert(documents).values(await olderLetters(db, who, today));
  await db.insert(cardRequests).values(cardRequestsFor(who, today));
}
