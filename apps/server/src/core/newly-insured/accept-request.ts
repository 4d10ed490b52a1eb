import {
  addBusinessDays,
  CARD_DELIVERY_WORKING_DAYS,
  type IsoDate,
  is16AndOlder,
  policyChangeStartDate,
  yearOf,
} from '@mijn/domain';
import { and, asc, count, eq, inArray, lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockOf } from '../../db/lock-of.ts';
import {
  agreements,
  cardRequests,
  customers,
  labels,
  newlyInsuredPersons,
  newlyInsuredRequests,
  policies,
  policyProducts,
  products,
} from '../../db/schema.ts';
import { productLineInYear } from '../../insurer/legacy/policy-periods.ts';
import {
  recordLetterArrived,
  storeCorrespondenceLetter,
  storePolicyholderLetter,
  type WrittenLetter,
} from '../documents/policyholder-letter.ts';
import { callName } from '../documents/salutation.ts';
import { policyNumberFor } from '../policy-numbers.ts';

type RequestRow = typeof newlyInsuredRequests.$inferSelect;
type PersonRow = typeof newlyInsuredPersons.$inferSelect;
type AgreementRow = typeof agreements.$inferSelect;

/**
 * Takes the next request to add persons whose time has come, locking it (SKIP LOCKED: two servers
 * never take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueNewlyInsuredRequest(db: Db, now: Date): Promise<RequestRow | undefined> {
  const [request] = await db
    .select()
    .from(newlyInsuredRequests)
    .where(and(eq(newlyInsuredRequests.status, 'in-progress'), lte(newlyInsuredRequests.acceptAfter, now)))
    .orderBy(asc(newlyInsuredRequests.acceptAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return request;
}

/** The next free customer number: customer numbers are 8 digits, handed out in order. */
async function nextCustomerNumber(db: Db): Promise<string> {
  const [row] = await db.select({ highest: max(customers.customerNumber) }).from(customers);
  return String(Number(row?.highest ?? '19999999') + 1);
}

/** A product line per code for the policy, from `from` to the end of that year (or the agreement's end). */
async function insertLines(
  db: Db,
  agreement: AgreementRow,
  policyNumber: string,
  codes: readonly string[],
  from: IsoDate,
): Promise<void> {
  if (codes.length === 0) return;
  const catalogue = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.labelCode, agreement.labelCode), inArray(products.code, [...codes])));
  const yearEnd = `${yearOf(from)}-12-31`;
  const endDate = agreement.endDate !== null && agreement.endDate < yearEnd ? agreement.endDate : yearEnd;
  await db
    .insert(policyProducts)
    .values(catalogue.map(({ id }) => ({ policyNumber, productId: id, startDate: from, endDate })));
}

/** Whether the agreement already carries lines in a year (next year's offer, which the seed writes early). */
async function hasLinesIn(db: Db, agreementId: number, year: number): Promise<boolean> {
  const [row] = await db
    .select({ lines: count() })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .where(and(eq(policies.agreementId, agreementId), productLineInYear(year)));
  return (row?.lines ?? 0) > 0;
}

/** Makes one person a customer insured on the agreement from their start date; answers the policy number. */
async function insure(
  db: Db,
  agreement: AgreementRow,
  uzoviCode: string,
  person: PersonRow,
  address: Pick<
    typeof customers.$inferSelect,
    'street' | 'houseNumber' | 'houseNumberAddition' | 'zipCode' | 'city' | 'country'
  >,
): Promise<{ customerNumber: string; policyNumber: string }> {
  const customerNumber = await nextCustomerNumber(db);
  await db.insert(customers).values({
    customerNumber,
    bsn: person.bsn,
    initials: person.initials,
    firstName: person.firstName,
    prefix: person.prefix,
    lastName: person.lastName,
    maidenName: person.maidenName,
    prefixMaidenName: person.prefixMaidenName,
    gender: person.gender,
    birthDate: person.birthDate,
    email: null,
    emailVerifiedAt: null,
    ...address,
  });
  const [onAgreement] = await db
    .select({ members: count() })
    .from(policies)
    .where(eq(policies.agreementId, agreement.agreementId));
  const policyNumber = policyNumberFor(uzoviCode, agreement.agreementId, (onAgreement?.members ?? 0) + 1);
  await db.insert(policies).values({
    policyNumber,
    agreementId: agreement.agreementId,
    customerNumber,
    role: person.role,
    startDate: person.startDate,
    endDate: agreement.endDate,
  });
  await insertLines(db, agreement, policyNumber, person.productCodes, person.startDate);
  // Next year's offer, where it already exists, carries the new person too.
  const nextYear = yearOf(person.startDate) + 1;
  if (await hasLinesIn(db, agreement.agreementId, nextYear)) {
    await insertLines(db, agreement, policyNumber, person.productCodes, policyChangeStartDate(nextYear));
  }
  await db.update(newlyInsuredPersons).set({ customerNumber }).where(eq(newlyInsuredPersons.id, person.id));
  return { customerNumber, policyNumber };
}

/**
 * The welcome letter naming a person just insured. A child under 16 does not run their own insurance
 * (spec §6): the letter is the child's, listed under their name and read by the policyholder, whose
 * household it is posted to. From 16 a person's letters are their own and the policyholder could not
 * read it, so the welcome of an older person goes to the policyholder about them.
 */
function storeWelcome(
  db: Db,
  agreementId: number,
  person: PersonRow,
  customerNumber: string,
  today: IsoDate,
): Promise<WrittenLetter> {
  const letter = {
    docType: 'Brief',
    docTypeId: 10,
    facts: {
      kind: 'notice',
      topic: 'welcome',
      aboutFirstName: callName(person.firstName),
      startDate: person.startDate,
    },
    publicationDate: today,
  } as const;
  return is16AndOlder(person.birthDate, today)
    ? storePolicyholderLetter(db, { ...letter, agreementId }, 'polis')
    : storeCorrespondenceLetter(db, customerNumber, letter, 'polis');
}

/**
 * The simulated core accepts a request it holds, in the caller's transaction (issue 16, decision
 * 0052): each person becomes a customer at the policyholder's address with a policy on the
 * agreement and policy lines from their start date (premiums are never stored: the engine prices
 * the lines), an insurance card on its way, and a welcome letter naming them. Answers the first
 * letter; the others' arrivals are recorded here.
 */
export async function acceptNewlyInsuredRequest(
  db: Db,
  request: RequestRow,
  today: IsoDate,
): Promise<WrittenLetter> {
  const [row] = await db
    .select({ agreement: agreements, uzoviCode: labels.uzoviCode, holder: customers })
    .from(agreements)
    .innerJoin(labels, eq(labels.code, agreements.labelCode))
    .innerJoin(customers, eq(customers.customerNumber, agreements.policyholderNumber))
    .where(eq(agreements.agreementId, request.agreementId))
    .for('update', { of: lockOf(agreements) });
  if (!row) throw new Error(`Agreement ${request.agreementId} of a newly-insured request is gone`);
  const { agreement, uzoviCode, holder } = row;
  const persons = await db
    .select()
    .from(newlyInsuredPersons)
    .where(eq(newlyInsuredPersons.requestId, request.id))
    .orderBy(asc(newlyInsuredPersons.position));
  const letters: WrittenLetter[] = [];
  for (const person of persons) {
    const { street, houseNumber, houseNumberAddition, zipCode, city, country } = holder;
    const address = { street, houseNumber, houseNumberAddition, zipCode, city, country };
    const { customerNumber, policyNumber } = await insure(db, agreement, uzoviCode, person, address);
    await db.insert(cardRequests).values({
      customerNumber,
      policyNumber,
      requestedBy: holder.customerNumber,
      requestedOn: today,
      expectedDeliveryDate: addBusinessDays(today, CARD_DELIVERY_WORKING_DAYS),
    });
    letters.push(await storeWelcome(db, agreement.agreementId, person, customerNumber, today));
  }
  await db
    .update(newlyInsuredRequests)
    .set({ status: 'accepted', acceptedOn: today })
    .where(eq(newlyInsuredRequests.id, request.id));
  const [first, ...others] = letters;
  if (!first) throw new Error(`Newly-insured request ${request.id} names nobody`);
  for (const letter of others) await recordLetterArrived(db, letter, today);
  return first;
}
