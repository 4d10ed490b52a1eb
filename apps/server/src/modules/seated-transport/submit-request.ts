import { randomUUID } from 'node:crypto';
import { insurerToday } from '@mijn/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { nextSeatedTransportReference } from '../../core/seated-transport/reference.ts';
import {
  agreements,
  customers,
  documents,
  policies,
  seatedTransportAttachments,
  seatedTransportRequests,
} from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';
import { policyRunsOn } from '../../insurer/legacy/policy-periods.ts';
import { assessSeatedTransport, type SeatedTransportRequest } from './assessment.ts';
import { CONFIRMATION_LETTER_TITLE, renderConfirmationLetter } from './confirmation-letter.ts';
import { assertRequestDates } from './request-dates.ts';

/**
 * POST SeatedPatientTransport: for the user or a co-insured under 16 they hold the policy for (spec
 * §6), dates checked against today, assessed at once (decision 0012), and stored in one transaction
 * with its files and the confirmation letter in the patient's message box. A failure keeps nothing.
 */
export async function submitSeatedTransport(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>,
  auth: AccessAuth,
  body: SeatedTransportRequest,
  files: UploadedFile[],
): Promise<{ requestId: string; reference: string; receivedDate: string }> {
  const { db, clock, storage } = ctx;
  const now = clock.now();
  const today = insurerToday(now);
  const customerNumber = await customerInScope(db, auth, today, body.CurrentSelectedCustomerNumber);
  assertRequestDates(body.StartDate, body.EndDate, today);
  const [insured] = await db
    .select({
      patient: customers,
      policyNumber: policies.policyNumber,
      labelCode: agreements.labelCode,
      contractCode: agreements.contractCode,
    })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(today)))
    .orderBy(desc(policies.startDate))
    .limit(1);
  if (!insured) throw new HttpError(400, serverMessages.noPolicyForInsured);

  const assessment = assessSeatedTransport(body);
  const requestId = randomUUID();
  const reference = await nextSeatedTransportReference(db, Number(today.slice(0, 4)));
  const documentId = randomUUID();
  const letterKey = `documents/${documentId}.pdf`;
  const letter = await renderConfirmationLetter(
    db,
    insured.patient,
    {
      reference,
      receivedDate: today,
      travelMode: body.TravelMode,
      startDate: body.StartDate,
      endDate: body.EndDate,
      labelCode: insured.labelCode,
      policyNumber: insured.policyNumber,
      assessment,
    },
    now,
  );
  await storage.put(letterKey, letter);
  try {
    await db.transaction(async (tx) => {
      const { CurrentSelectedCustomerNumber: _customer, ...fields } = body;
      await tx.insert(seatedTransportRequests).values({
        id: requestId,
        reference,
        customerNumber,
        requestedBy: auth.user.customerNumber,
        requestType: body.RequestType,
        situationType: body.SituationType,
        fields,
        startDate: body.StartDate,
        endDate: body.EndDate,
        status: assessment.status,
        assessedAt: now,
        decisionReason: assessment.reason,
        receivedDate: today,
      });
      if (files.length > 0) {
        await tx
          .insert(seatedTransportAttachments)
          .values(files.map((file) => ({ requestId, ...storedFileRow(file) })));
      }
      await tx.insert(documents).values({
        documentId,
        customerNumber,
        labelCode: insured.labelCode,
        policyNumber: insured.policyNumber,
        contractCode: insured.contractCode,
        docType: 'Brief',
        docTypeId: 10,
        documentCluster: 'correspondentie',
        name: CONFIRMATION_LETTER_TITLE,
        publicationDate: today,
        storageKey: letterKey,
      });
    });
  } catch (error) {
    await storage.delete(letterKey);
    throw error;
  }
  return { requestId, reference, receivedDate: today };
}
