import { randomUUID } from 'node:crypto';
import { type CareMediationRequest, careMediationDateIssues } from '@mijn/contract';
import {
  ageOn,
  type CareMediationKind,
  careMediationReferenceOf,
  insurerToday,
  type MediationPersonRefusal,
  mediationPersonRefusal,
  validatorMessages,
} from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { careMediationRequestFiles, careMediationRequests, customers, policies } from '../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';
import { policyRunsOn } from '../../insurer/legacy/policy-periods.ts';

const personRefusals: Record<MediationPersonRefusal, string> = {
  'youth-desk': validatorMessages.mentalHealthYouthDesk,
  'mental-health-only-self': validatorMessages.mentalHealthOnlySelf,
};

/**
 * POST CareMediation/*: for the user or a co-insured under 16 they hold the policy for (spec §6;
 * mental health only for oneself and from 18), dates checked against today, stored with its files in
 * one transaction. The simulated core answers it after CARE_REQUEST_DELAY_SECONDS with a letter.
 * A failure keeps nothing (the uploads are removed by the multipart plumbing, decision 0013).
 */
export async function submitCareMediation(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  kind: CareMediationKind,
  auth: AccessAuth,
  body: CareMediationRequest,
  files: readonly UploadedFile[],
): Promise<{ reference: string; receivedDate: string }> {
  const { db, clock, config } = ctx;
  const now = clock.now();
  const today = insurerToday(now);
  const customerNumber = await customerInScope(db, auth, today, body.CurrentSelectedCustomerNumber);
  const [problem] = careMediationDateIssues(body, today);
  if (problem) throw inputRefused(`body.${problem.path.join('.')}`, problem.message);
  const [insured] = await db
    .select({ birthDate: customers.birthDate })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(today)))
    .limit(1);
  if (!insured) throw new HttpError(400, serverMessages.noPolicyForInsured);
  const refusal = mediationPersonRefusal(kind, {
    isSelf: customerNumber === auth.user.customerNumber,
    age: ageOn(insured.birthDate, today),
  });
  if (refusal !== null) throw inputRefused('body.CurrentSelectedCustomerNumber', personRefusals[refusal]);

  const id = randomUUID();
  const reference = careMediationReferenceOf(id);
  const { CurrentSelectedCustomerNumber: _customer, ...fields } = body;
  await db.transaction(async (tx) => {
    await tx.insert(careMediationRequests).values({
      id,
      reference,
      customerNumber,
      requestedBy: auth.user.customerNumber,
      kind,
      fields,
      maxTravelDistanceKm: body.MaxTravelDistanceKm,
      receivedOn: today,
      answerAfter: new Date(now.getTime() + config.careRequestDelaySeconds * 1000),
    });
    if (files.length > 0) {
      await tx
        .insert(careMediationRequestFiles)
        .values(files.map((file) => ({ requestId: id, ...storedFileRow(file) })));
    }
  });
  return { reference, receivedDate: today };
}
