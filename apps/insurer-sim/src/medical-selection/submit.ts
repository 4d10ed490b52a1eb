import { isDentalCoverCode, medicalSelectionDenials } from '@mijn/domain';
import { type Answer, type InsurerAreas, refuse } from '@mijn/insurer';
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { InsurerDatabase } from '../db/database.ts';
import { products } from '../db/schema/catalogue.ts';
import { dentalMedicalSelections } from '../db/schema/medical-selection.ts';
import { agreements, customers, policies } from '../db/schema/policies.ts';
import { isDeniedBefore } from './queries.ts';

type Submit = InsurerAreas['medicalSelection']['operations']['submit'];
type Input = z.output<Submit['input']>;
type Person = z.output<Submit['output']>['person'];

/** The cover starts on 1 January of its year, or on the day itself when the year has begun. */
const startDateFor = (year: number, onDay: string) => (onDay > `${year}-01-01` ? onDay : `${year}-01-01`);

/** The agreement when the policyholder holds it, locked until the selection is kept. */
async function heldAgreement(tx: InsurerDatabase, input: Input) {
  const [agreement] = await tx
    .select({
      agreementId: agreements.agreementId,
      labelCode: agreements.labelCode,
      endDate: agreements.endDate,
    })
    .from(agreements)
    .where(
      and(
        eq(agreements.agreementId, input.agreementId),
        eq(agreements.contractCode, input.contractCode),
        eq(agreements.policyholderNumber, input.policyholderNumber),
      ),
    )
    .for('update');
  return agreement;
}

/** The person judged: an insured of the agreement whose policy runs on the start date, or the newcomer. */
async function personJudged(
  tx: InsurerDatabase,
  input: Input,
  startDate: string,
): Promise<Person | undefined> {
  if ('newcomer' in input.person) return { customerNumber: null, ...input.person.newcomer };
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
        eq(policies.agreementId, input.agreementId),
        eq(policies.customerNumber, input.person.customerNumber),
        or(isNull(policies.endDate), gte(policies.endDate, startDate)),
      ),
    );
  return insured;
}

/**
 * Judges the answers by the rules of spec §4 and keeps them with their signature and verdict. A
 * person denied before for this cover or a lower one is not judged again (spec §4), and that
 * refusal is not kept twice.
 */
export async function submitMedicalSelection(db: InsurerDatabase, input: Input): Promise<Answer<Submit>> {
  const { year, onDay, productCode, answers } = input;
  if (!isDentalCoverCode(productCode)) return refuse('product-not-offered');
  const thisYear = Number(onDay.slice(0, 4));
  if (year !== thisYear && year !== thisYear + 1) return refuse('year-closed');
  if (answers.acceptanceDate !== onDay) return refuse('not-signed-today');
  const startDate = startDateFor(year, onDay);

  return db.transaction(async (tx) => {
    const agreement = await heldAgreement(tx, input);
    if (!agreement) return refuse('agreement-not-found');
    if (agreement.endDate !== null && agreement.endDate < startDate) return refuse('agreement-ended');
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.labelCode, agreement.labelCode), eq(products.code, productCode)));
    if (!product) return refuse('product-not-offered');
    const person = await personJudged(tx, input, startDate);
    if (!person) return refuse('not-on-agreement');
    const verdict = { person, productName: product.name, productCode, decidedOn: onDay };

    if (person.customerNumber !== null && (await isDeniedBefore(tx, person.customerNumber, productCode))) {
      return { ...verdict, isApproved: false, denialReasons: [], previouslyDenied: true };
    }
    const denialReasons = medicalSelectionDenials(answers, person, startDate);
    const isApproved = denialReasons.length === 0;
    const { expectsToHaveOneOfFollowingTreatments: expectedTreatments, ...signed } = answers;
    await tx.insert(dentalMedicalSelections).values({
      agreementId: agreement.agreementId,
      ...person,
      productCode,
      year,
      startDate,
      ...signed,
      expectedTreatments,
      answeredBy: input.policyholderNumber,
      isApproved,
      denialReasons,
      decidedOn: onDay,
    });
    return { ...verdict, isApproved, denialReasons, previouslyDenied: false };
  });
}
