import type { MedicalSelectionResult, ValidateAndSaveMedicalSelectionBody } from '@mijn/contract';
import { type DentalCoverCode, insurerToday, medicalSelectionDenials } from '@mijn/domain';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { isDeniedBefore } from '../../core/medical-selection/outcome.ts';
import type { Db } from '../../db/client.ts';
import { lockOf } from '../../db/lock-of.ts';
import { agreements, customers, dentalMedicalSelections, policies, products } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

type Body = z.output<typeof ValidateAndSaveMedicalSelectionBody>;
type Person = MedicalSelectionResult['customer'];

/** The cover starts on 1 January of its year, or today when the year has begun. */
const startDateFor = (year: number, today: string) => (today > `${year}-01-01` ? today : `${year}-01-01`);

/** The agreement when the user holds it; another's, or a family member's, is not found. */
async function heldAgreement(tx: Db, auth: AccessAuth, details: Body['agreementDetails']) {
  const [agreement] = await tx
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.agreementId, details.agreementId),
        eq(agreements.contractCode, details.contractCode),
        eq(agreements.policyholderNumber, auth.user.customerNumber),
      ),
    )
    .for('update', { of: lockOf(agreements) });
  if (!agreement) throw new HttpError(404, serverMessages.agreementNotFound);
  return agreement;
}

/** An insured person of the agreement whose policy runs on the start date. */
async function insuredOnAgreement(tx: Db, agreementId: number, customerNumber: string, startDate: string) {
  const [insured] = await tx
    .select({
      customerNumber: customers.customerNumber,
      initials: customers.initials,
      prefix: customers.prefix,
      lastName: customers.lastName,
      birthDate: customers.birthDate,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(policies.agreementId, agreementId),
        eq(policies.customerNumber, customerNumber),
        or(isNull(policies.endDate), gte(policies.endDate, startDate)),
      ),
    );
  if (!insured) throw new HttpError(404, serverMessages.insuredNotOnAgreement);
  return insured;
}

function personAsked(tx: Db, body: Body, startDate: string): Promise<Person> | Person {
  const { customerNumber, newlyInsuredPersonIndex } = body.requestedContract;
  if (customerNumber !== undefined) {
    return insuredOnAgreement(tx, body.agreementDetails.agreementId, customerNumber, startDate);
  }
  const newcomer = body.newlyInsuredPersons[newlyInsuredPersonIndex ?? 0];
  if (!newcomer) throw new HttpError(400, serverMessages.insuredNotOnAgreement);
  return { customerNumber: null, ...newcomer, prefix: newcomer.prefix ?? null };
}

/**
 * Spec §7 ValidateAndSaveMedicalSelection, as the insurer's core answers it: judges the answers by
 * the rules of spec §4 and stores them with their signature and verdict. A person denied before for
 * this cover or a lower one is not judged again (spec §4); that refusal is not stored twice.
 */
export function createMedicalSelectionJudge(ctx: Pick<AppContext, 'db' | 'clock'>) {
  return async function validateAndSave(auth: AccessAuth, body: Body): Promise<MedicalSelectionResult> {
    const today = insurerToday(ctx.clock.now());
    const { year } = body.agreementDetails;
    const thisYear = Number(today.slice(0, 4));
    if (year !== thisYear && year !== thisYear + 1) {
      throw new HttpError(400, serverMessages.medicalSelectionYearClosed);
    }
    if (body.medicalSelection.acceptanceDate !== today) {
      throw new HttpError(400, serverMessages.acceptanceDateNotToday);
    }
    const startDate = startDateFor(year, today);
    const productCode = body.requestedContract.productComponentCode as DentalCoverCode;

    return ctx.db.transaction(async (tx) => {
      const agreement = await heldAgreement(tx, auth, body.agreementDetails);
      if (agreement.endDate !== null && agreement.endDate < startDate) {
        throw new HttpError(409, serverMessages.agreementEnded);
      }
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.labelCode, agreement.labelCode), eq(products.code, productCode)));
      if (!product) throw new HttpError(404, serverMessages.productNotOffered);
      const person = await personAsked(tx, body, startDate);
      const answer = {
        customer: person,
        packageName: product.name,
        productComponentCode: productCode,
        decidedOn: today,
      };

      if (person.customerNumber !== null && (await isDeniedBefore(tx, person.customerNumber, productCode))) {
        return { ...answer, isApproved: false, denialReasons: [], previouslyDenied: true };
      }
      const answers = body.medicalSelection;
      const denialReasons = medicalSelectionDenials(answers, person, startDate);
      const isApproved = denialReasons.length === 0;
      await tx.insert(dentalMedicalSelections).values({
        agreementId: agreement.agreementId,
        ...person,
        productCode,
        year,
        startDate,
        hasCongenitalDentalDefect: answers.hasCongenitalDentalDefect,
        congenitalDentalDefectMessage: answers.congenitalDentalDefectMessage ?? null,
        orthodonticsWithinTwoYears: answers.orthodonticsWithinTwoYears,
        dentistLastTwoYears: answers.dentistLastTwoYears,
        extracted4OrMoreTeeth: answers.extracted4OrMoreTeeth,
        numberOfMissingTeeth: answers.numberOfMissingTeeth,
        expectedTreatments: [...answers.expectsToHaveOneOfFollowingTreatments],
        acceptanceDate: answers.acceptanceDate,
        signature: answers.signature,
        answeredBy: auth.user.customerNumber,
        isApproved,
        denialReasons,
        decidedOn: today,
      });
      return { ...answer, isApproved, denialReasons, previouslyDenied: false };
    });
  };
}
