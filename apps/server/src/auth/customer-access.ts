import { lastBirthDateAtAge, PRIVACY_AGE } from '@mijn/domain';
import { eq, inArray, or, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import { coInsuredActedFor, visibleTo } from '../insurer/legacy/households.ts';
import type { AccessAuth } from './authenticate.ts';
import { viewerOf } from './viewer.ts';

/**
 * Whose data a user may see (spec §6, the domain's `mayActFor`): their own, and for a policyholder
 * (H) the co-insured (M) on the agreements they hold who are under the privacy age of 16 today.
 * Nobody sees another household's data, and co-insured of 16 or over see only their own. The rule
 * is the insurer's, written once as the query of the others than the user (`coInsuredActedFor`),
 * which is read as a set here and used as a condition inside a query by `isVisibleTo`.
 */
export function visibleCustomerNumbers(db: Db, auth: AccessAuth, today: string): Promise<Set<string>> {
  return visibleTo(db, viewerOf(auth), today);
}

/** A value in the rule's condition: known now, or a placeholder of a statement prepared once. */
type Value = string | Placeholder;

/**
 * The last birth date of someone who is 16 or over today: the date the domain's `is16AndOlder`
 * compares with, so the two cannot differ. The value `isVisibleTo`'s `bornAfter` stands for.
 */
export const underPrivacyAgeIfBornAfter = (today: string) => lastBirthDateAtAge(PRIVACY_AGE, today);

/**
 * `visibleCustomerNumbers` as a condition on a customer number column, so that a query reads the
 * data and applies the rule in one round trip (decision 0059, round 2). The user and the date may
 * be placeholders, so a query built once serves every user of a role (decision 0071).
 */
export function isVisibleTo(
  db: Db,
  customerNumber: SQLWrapper,
  role: AccessAuth['user']['role'],
  user: Value,
  bornAfter: Value,
): SQL {
  if (role !== 'H') return eq(customerNumber, user);
  return or(eq(customerNumber, user), inArray(customerNumber, coInsuredActedFor(db, user, bornAfter))) as SQL;
}

/** The customer a request is about: the one asked for, if the user may see them, else refused. */
export async function customerInScope(
  db: Db,
  auth: AccessAuth,
  today: string,
  requested: string | undefined,
): Promise<string> {
  const customerNumber = requested ?? auth.user.customerNumber;
  if (customerNumber === auth.user.customerNumber) return customerNumber;
  const visible = await visibleCustomerNumbers(db, auth, today);
  if (!visible.has(customerNumber)) throw new HttpError(403, serverMessages.forbidden);
  return customerNumber;
}
