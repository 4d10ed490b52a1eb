import {
  addBusinessDays,
  addMonths,
  CARD_DELIVERY_WORKING_DAYS,
  CARD_REPEAT_REQUEST_BLOCK_MONTHS,
} from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, eq, gt } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { cardRequests } from '../db/schema/documents.ts';
import { policies } from '../db/schema/policies.ts';
import { visibleTo } from '../households/viewer-scope.ts';
import { policyRunsOn } from '../policies/periods.ts';

type RequestByPost = InsurerPort['insuranceCards']['requestByPost'];

/**
 * Spec §4 Physical card request, per person: no policy on the day -> not insured; a card requested
 * within the last 3 months -> requested recently; else a new card is recorded (delivery in about 10
 * working days). A person the viewer may not see refuses the whole request. The request's rows keep
 * its key, so a repeat of the command (a retry after a lost answer) finds its own cards accepted.
 */
export async function requestByPost(
  db: InsurerDatabase,
  { viewer, customerNumbers, onDay }: Parameters<RequestByPost>[0],
  key: string,
): ReturnType<RequestByPost> {
  const asked = [...new Set(customerNumbers)];
  const visible = await visibleTo(db, viewer, onDay);
  if (asked.some((number) => !visible.has(number))) return refuse('not-in-household');
  const blockedSince = addMonths(onDay, -CARD_REPEAT_REQUEST_BLOCK_MONTHS);
  const expectedDeliveryOn = addBusinessDays(onDay, CARD_DELIVERY_WORKING_DAYS);
  const answer = {
    accepted: [] as string[],
    requestedRecently: [] as string[],
    notInsured: [] as string[],
  };
  await db.transaction(async (tx) => {
    for (const customerNumber of asked) {
      const [policy] = await tx
        .select({ policyNumber: policies.policyNumber })
        .from(policies)
        .where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(onDay)))
        .limit(1);
      if (!policy) {
        answer.notInsured.push(customerNumber);
        continue;
      }
      const recent = await tx
        .select({ requestKey: cardRequests.requestKey })
        .from(cardRequests)
        .where(
          and(eq(cardRequests.customerNumber, customerNumber), gt(cardRequests.requestedOn, blockedSince)),
        );
      if (recent.some((earlier) => earlier.requestKey === key)) {
        answer.accepted.push(policy.policyNumber);
        continue;
      }
      if (recent.length > 0) {
        answer.requestedRecently.push(policy.policyNumber);
        continue;
      }
      await tx.insert(cardRequests).values({
        customerNumber,
        policyNumber: policy.policyNumber,
        requestedBy: viewer.customerNumber,
        requestedOn: onDay,
        expectedDeliveryDate: expectedDeliveryOn,
        requestKey: key,
      });
      answer.accepted.push(policy.policyNumber);
    }
  });
  return { ...answer, expectedDeliveryOn: answer.accepted.length > 0 ? expectedDeliveryOn : null };
}
