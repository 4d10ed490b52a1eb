import { randomUUID } from 'node:crypto';
import {
  careRequestDateIssues,
  needsReferralLetter,
  promisesDocuments,
  REFERRAL_LETTER_FIELD,
  type TreatmentAbroadReply,
} from '@mijn/contract';
import { insurerToday, validatorMessages } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { placeAndPeriod, type TreatmentAbroadRequest } from '../../core/treatment-abroad/request-facts.ts';
import type { Db } from '../../db/client.ts';
import { policies, treatmentAbroadAttachments, treatmentAbroadRequests } from '../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';
import { policyRunsOn } from '../../insurer/legacy/policy-periods.ts';

export interface SubmitContext {
  db: Db;
  now: Date;
  /** CARE_REQUEST_DELAY_SECONDS: when the simulated core decides. */
  decisionDelaySeconds: number;
}

/** The reference the decision letter quotes: the year and the id's first characters. */
const referenceOf = (id: string, today: string) => `BL-${today.slice(0, 4)}-${id.slice(0, 8).toUpperCase()}`;

/**
 * POST TreatmentAbroad/*: for the user or a co-insured under 16 they hold the policy for (spec §6;
 * anyone else is refused before anything is stored), insured today, dates against today (spec §5),
 * the referral letter exactly when the form says there is a referral, and at least one other file
 * when it says other documents are available. Stored with its files in one
 * transaction for the simulated core, which decides after the configured delay (decision 0056).
 */
export async function submitTreatmentAbroad(
  { db, now, decisionDelaySeconds }: SubmitContext,
  auth: AccessAuth,
  request: TreatmentAbroadRequest,
  files: readonly UploadedFile[],
  /** The form as sent: the core reads it back with the contract's schema (decision 0022). */
  sent: Record<string, unknown>,
): Promise<TreatmentAbroadReply> {
  const today = insurerToday(now);
  const customerNumber = await customerInScope(db, auth, today, request.fields.CurrentSelectedCustomerNumber);
  const [problem] = careRequestDateIssues(request.fields, today);
  if (problem) throw inputRefused(`body.${problem.path.join('.')}`, problem.message);
  const referralLetters = files.filter((file) => file.field === REFERRAL_LETTER_FIELD).length;
  if (needsReferralLetter(request.kind, request.fields) !== referralLetters > 0) {
    const message = referralLetters > 0 ? validatorMessages.invalidInput : validatorMessages.atLeastOneFile;
    throw inputRefused(`body.${REFERRAL_LETTER_FIELD}`, message);
  }
  if (promisesDocuments(request.kind, request.fields) && files.length === referralLetters)
    throw new HttpError(400, serverMessages.atLeastOneFile);
  const [insured] = await db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(today)))
    .limit(1);
  if (!insured) throw new HttpError(400, serverMessages.noPolicyForInsured);

  const id = randomUUID();
  const reference = referenceOf(id, today);
  const { countryCode, startDate, endDate } = placeAndPeriod(request);
  await db.transaction(async (tx) => {
    await tx.insert(treatmentAbroadRequests).values({
      id,
      reference,
      kind: request.kind,
      customerNumber,
      requestedBy: auth.user.customerNumber,
      fields: sent,
      countryCode,
      startDate,
      endDate,
      receivedOn: today,
      decideAfter: new Date(now.getTime() + decisionDelaySeconds * 1000),
    });
    if (files.length > 0) {
      await tx
        .insert(treatmentAbroadAttachments)
        .values(files.map((file) => ({ requestId: id, ...storedFileRow(file) })));
    }
  });
  return { requestId: id, reference, receivedDate: today };
}
