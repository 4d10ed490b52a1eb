import type { InsuranceRightFields, InsuranceRightState } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { canReceiveLetters } from '../../core/documents/policyholder-letter.ts';
import type { Db } from '../../db/client.ts';
import {
  customers,
  insuranceRightChecks,
  insuranceRightRequestFiles,
  insuranceRightRequests,
} from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

/**
 * Where the customer's insurance right stands. A check waiting for the core's decision is not
 * required again; otherwise the recorded state holds when there is one, else the check is required
 * of everyone living outside the Netherlands.
 */
export async function insuranceRightState(db: Db, customerNumber: string): Promise<InsuranceRightState> {
  const [latest] = await db
    .select({
      status: insuranceRightRequests.status,
      sentDate: insuranceRightRequests.sentOn,
      decidedDate: insuranceRightRequests.decidedOn,
    })
    .from(insuranceRightRequests)
    .where(eq(insuranceRightRequests.customerNumber, customerNumber))
    .orderBy(desc(insuranceRightRequests.createdAt))
    .limit(1);
  const check = latest ?? null;
  if (check?.status === 'pending') return { isCheckRequired: false, check };
  const [recorded] = await db
    .select({ isCheckRequired: insuranceRightChecks.isCheckRequired })
    .from(insuranceRightChecks)
    .where(eq(insuranceRightChecks.customerNumber, customerNumber));
  if (recorded) return { isCheckRequired: recorded.isCheckRequired, check };
  const [customer] = await db
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return { isCheckRequired: customer !== undefined && customer.country !== 'NL', check };
}

export interface SendCheckContext {
  db: Db;
  now: Date;
  decisionDelaySeconds: number;
}

/**
 * POST InsuranceRight: the user's own check (a co-insured of 16 or over answers in their own account,
 * spec §6; the form names no one), only while it is required, stored with its documents in one
 * transaction for the simulated core, which decides after the configured delay. The customer row is
 * locked meanwhile, so two checks sent at once store one. A failure keeps nothing (decision 0013).
 */
export async function sendInsuranceRightCheck(
  { db, now, decisionDelaySeconds }: SendCheckContext,
  auth: AccessAuth,
  body: z.output<typeof InsuranceRightFields>,
  files: readonly UploadedFile[],
): Promise<InsuranceRightState> {
  const customerNumber = auth.user.customerNumber;
  // The decision is a letter under a policy's label: without any policy there is no one to decide for.
  if (!(await canReceiveLetters(db, customerNumber)))
    throw new HttpError(400, serverMessages.noPolicyForInsured);
  const today = insurerToday(now);
  return db.transaction(async (tx) => {
    await tx
      .select({ customerNumber: customers.customerNumber })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber))
      .for('update');
    const state = await insuranceRightState(tx, customerNumber);
    if (!state.isCheckRequired) throw new HttpError(409, serverMessages.insuranceRightCheckNotRequired);
    const [request] = await tx
      .insert(insuranceRightRequests)
      .values({
        customerNumber,
        hasDutchIncome: body.HasDutchIncome,
        hasBenefit: body.HasBenefit,
        hasOtherIncome: body.HasOtherIncome,
        isSelfEmployed: body.IsSelfEmployed,
        lastDutchIncome: body.LastDutchIncome ?? null,
        sentOn: today,
        decideAfter: new Date(now.getTime() + decisionDelaySeconds * 1000),
      })
      .returning({ id: insuranceRightRequests.id });
    if (!request) throw new Error('The insurance-right check was not stored');
    await tx
      .insert(insuranceRightRequestFiles)
      .values(files.map((file) => ({ requestId: request.id, ...storedFileRow(file) })));
    return { isCheckRequired: false, check: { status: 'pending', sentDate: today, decidedDate: null } };
  });
}
