import { insurerToday } from '@mijn/domain';
import { type Answer, type InsurerAreas, refuse } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { InsurerDatabase } from '../db/database.ts';
import { insuranceRightRequestFiles, insuranceRightRequests } from '../db/schema/insurance-right.ts';
import { customers } from '../db/schema/policies.ts';
import { hasAnyPolicy } from '../policies/has-any-policy.ts';
import { secondsAfter } from '../simulated-delays.ts';
import { insuranceRightState } from './queries.ts';

type RequestCheck = InsurerAreas['insuranceRight']['operations']['requestCheck'];

/**
 * Takes a person's check, only while it is required, stored with its documents in one transaction;
 * the simulated core decides it `decisionDelaySeconds` after it was received. The customer row is
 * locked meanwhile, so two checks sent at once store one.
 */
export async function requestCheck(
  { db, decisionDelaySeconds }: { db: InsurerDatabase; decisionDelaySeconds: number },
  { attachments, receivedAt, ...answers }: z.output<RequestCheck['input']>,
): Promise<Answer<RequestCheck>> {
  const { customerNumber } = answers;
  // The decision is a letter under a policy's label: without any policy there is no one to decide for.
  if (!(await hasAnyPolicy(db, customerNumber))) return refuse('no-policy');
  const sentOn = insurerToday(new Date(receivedAt));
  return db.transaction(async (tx) => {
    await tx
      .select({ customerNumber: customers.customerNumber })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber))
      .for('update');
    const state = await insuranceRightState(tx, { customerNumber });
    if (!state.isCheckRequired) return refuse('check-not-required');
    const [request] = await tx
      .insert(insuranceRightRequests)
      .values({ ...answers, sentOn, decideAfter: secondsAfter(new Date(receivedAt), decisionDelaySeconds) })
      .returning({ id: insuranceRightRequests.id });
    if (!request) throw new Error('The insurance-right check was not stored');
    await tx
      .insert(insuranceRightRequestFiles)
      .values(attachments.map((file) => ({ requestId: request.id, ...file })));
    return { isCheckRequired: false, check: { status: 'pending' as const, sentOn, decidedOn: null } };
  });
}
