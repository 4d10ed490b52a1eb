import { type NewlyInsuredPersonForm, newcomerCustomerNumber } from '@mijn/contract';
import {
  type ChangingPerson,
  cardGroupOf,
  firstRefusal,
  type NewlyInsuredRefusal,
  openOfferYear,
  yearOf,
} from '@mijn/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { customers, newlyInsuredPersons, newlyInsuredRequests } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { type InsuredOnAgreement, loadPolicyChange, type PolicyChange } from './policy-change.ts';

export type Newcomer = z.output<typeof NewlyInsuredPersonForm>;

/** The spec §8 Add insured text of each refusal; all answer 409 (the agreement's state refuses them). */
const refusalMessages: Record<NewlyInsuredRefusal, string> = {
  'no-active-policy': serverMessages.noActivePolicy,
  'second-partner': serverMessages.partnerAlreadyExists,
  'duplicate-bsn': serverMessages.socialSecurityNumberAlreadyInUse,
  'bsn-in-use': serverMessages.socialSecurityNumberAlreadyInUse,
  'start-before-birth': serverMessages.startDateOutsideAgreement,
  'start-in-past': serverMessages.startDateOutsideAgreement,
  'start-outside-agreement': serverMessages.startDateOutsideAgreement,
  'newborn-too-late': serverMessages.newbornTooLate,
  'offer-year-unknown': serverMessages.offerYearUnknown,
};

/**
 * The agreement with the persons being added: the policy change of their start year with each
 * newcomer as one more person (customer number `newcomerCustomerNumber(index)`), so the cards, the
 * selection rules and the children's cover of issue 15 judge them as they judge the insured.
 */
export interface Joining {
  change: PolicyChange;
  newcomers: readonly Newcomer[];
  newcomerNumbers: readonly string[];
}

export interface JoiningRequest {
  agreementId: number;
  contractCode: string;
  newlyInsuredPersons: readonly Newcomer[];
}

/** The persons of requests the core has not accepted yet: they count as on the agreement. */
function inProgressOn(db: Db, agreementId: number) {
  return db
    .select({ role: newlyInsuredPersons.role, bsn: newlyInsuredPersons.bsn })
    .from(newlyInsuredPersons)
    .innerJoin(newlyInsuredRequests, eq(newlyInsuredRequests.id, newlyInsuredPersons.requestId))
    .where(
      and(eq(newlyInsuredRequests.agreementId, agreementId), eq(newlyInsuredRequests.status, 'in-progress')),
    );
}

/** Whether a BSN belongs to a customer the insurer knows (spec §5 social-security-number-in-use). */
export async function bsnsInUse(db: Db, bsns: readonly string[]): Promise<Set<string>> {
  if (bsns.length === 0) return new Set();
  const rows = await db
    .select({ bsn: customers.bsn })
    .from(customers)
    .where(inArray(customers.bsn, [...bsns]));
  return new Set(rows.map((row) => row.bsn));
}

/** A newcomer as the card rules see them: a partner is proposed the policyholder's basic cover. */
function newcomerPerson(change: PolicyChange, newcomer: Newcomer, customerNumber: string): ChangingPerson {
  const holder = change.insured.find(({ policy }) => policy.role === 'H');
  const basic = (holder?.person.currentCodes ?? []).filter((code) =>
    change.context.catalogue.some((card) => card.code === code && cardGroupOf(card.type) === 'basic'),
  );
  return {
    customerNumber,
    birthDate: newcomer.birthDate,
    role: newcomer.role,
    currentCodes: newcomer.role === 'P' ? basic : [],
  };
}

/**
 * The rows `contractCards` reads of an insured person (number, names, birth date, role), for a
 * person who is no customer yet: only those fields are filled.
 */
function newcomerRow(newcomer: Newcomer, person: ChangingPerson): InsuredOnAgreement {
  const customer = {
    customerNumber: person.customerNumber,
    initials: newcomer.initials,
    firstName: newcomer.firstName,
    prefix: newcomer.prefix,
    lastName: newcomer.lastName,
    birthDate: newcomer.birthDate,
  } as InsuredOnAgreement['customer'];
  const policy = { role: newcomer.role, startDate: newcomer.startDate } as InsuredOnAgreement['policy'];
  return { customer, policy, person };
}

/**
 * Loads the agreement persons are added to, for its policyholder only (anyone else: 404), and
 * refuses with the spec §8 Add insured text (409) what spec §4, §5 and §9 do not allow, by the
 * server's clock.
 */
export async function loadJoining(
  db: Db,
  auth: AccessAuth,
  request: JoiningRequest,
  today: string,
): Promise<Joining> {
  const newcomers = request.newlyInsuredPersons;
  const year = yearOf(newcomers[0]?.startDate ?? today);
  const lastKnownYear = openOfferYear(today) ?? yearOf(today);
  const target = { agreementId: request.agreementId, contractCode: request.contractCode };
  const change = await loadPolicyChange(db, auth, { ...target, year: Math.min(year, lastKnownYear) }, today, {
    holderOnly: true,
  });
  const [inProgress, inUse] = await Promise.all([
    inProgressOn(db, request.agreementId),
    bsnsInUse(
      db,
      newcomers.map((person) => person.socialSecurityNumber),
    ),
  ]);
  const { agreement } = change;
  const refusal = firstRefusal(
    newcomers.map((person) => ({ ...person })),
    {
      today,
      agreementStart: agreement.startDate,
      agreementEnd: agreement.endDate,
      hasActivePolicy:
        change.mode === 'change' &&
        (agreement.endDate === null || agreement.endDate >= today) &&
        change.insured.some(({ person }) =>
          person.currentCodes.some((code) =>
            change.context.catalogue.some((card) => card.code === code && cardGroupOf(card.type) === 'basic'),
          ),
        ),
      hasPartner:
        change.insured.some(({ policy }) => policy.role === 'P') ||
        inProgress.some((row) => row.role === 'P'),
      knownBsns: new Set([
        ...change.insured.map(({ customer }) => customer.bsn),
        ...inProgress.map((row) => row.bsn),
      ]),
      lastKnownYear,
    },
    (bsn) => inUse.has(bsn),
  );
  if (refusal !== null) throw new HttpError(409, refusalMessages[refusal]);

  const newcomerNumbers = newcomers.map((_, index) => newcomerCustomerNumber(index));
  const persons = newcomers.map((newcomer, index) =>
    newcomerPerson(change, newcomer, newcomerNumbers[index] as string),
  );
  return {
    change: {
      ...change,
      insured: [
        ...change.insured,
        ...persons.map((person, index) => newcomerRow(newcomers[index] as Newcomer, person)),
      ],
      context: { ...change.context, persons: [...change.context.persons, ...persons] },
    },
    newcomers,
    newcomerNumbers,
  };
}
