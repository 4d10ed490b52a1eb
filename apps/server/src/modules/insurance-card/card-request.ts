import type { InsuranceCardRequestResult } from '@mijn/contract';
import {
  addBusinessDays,
  addMonths,
  CARD_DELIVERY_WORKING_DAYS,
  CARD_REPEAT_REQUEST_BLOCK_MONTHS,
} from '@mijn/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import { policyRunsOn } from '../../core/policy-periods.ts';
import type { Db } from '../../db/client.ts';
import { cardRequests, policies } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

/**
 * Spec §4 Physical card request outcomes, per insured: no active policy today -> inactive; a card
 * requested within the last 3 months -> denied; else accepted and recorded (delivery in about 10
 * working days). Asking for someone the user may not see is refused as a whole.
 */
export async function requestCards(
  db: Db,
  auth: AccessAuth,
  today: string,
  customerNumbers: readonly string[],
): Promise<InsuranceCardRequestResult> {
  const visible = await visibleCustomerNumbers(db, auth, today);
  const asked = [...new Set(customerNumbers)];
  if (asked.some((number) => !visible.has(number))) throw new HttpError(403, serverMessages.forbidden);
  const blockedSince = addMonths(today, -CARD_REPEAT_REQUEST_BLOCK_MONTHS);
  const expectedDeliveryDate = addBusinessDays(today, CARD_DELIVERY_WORKING_DAYS);
  const result: InsuranceCardRequestResult = {
    isSuccessful: false,
    acceptedAgreementNumbers: [],
    deniedAgreementNumbers: [],
    inactiveCustomerNumbers: [],
    expectedDeliveryDate: null,
  };
  await db.transaction(async (tx) => {
    for (const customerNumber of asked) {
      const [policy] = await tx
        .select({ policyNumber: policies.policyNumber })
        .from(policies)
        .where(and(eq(policies.customerNumber, customerNumber), policyRunsOn(today)))
        .limit(1);
      if (!policy) {
        result.inactiveCustomerNumbers.push(customerNumber);
        continue;
      }
      const [recent] = await tx
        .select({ id: cardRequests.id })
        .from(cardRequests)
        .where(
          and(eq(cardRequests.customerNumber, customerNumber), gt(cardRequests.requestedOn, blockedSince)),
        )
        .limit(1);
      if (recent) {
        result.deniedAgreementNumbers.push(policy.policyNumber);
        continue;
      }
      await tx.insert(cardRequests).values({
        customerNumber,
        policyNumber: policy.policyNumber,
        requestedBy: auth.user.customerNumber,
        requestedOn: today,
        expectedDeliveryDate,
      });
      result.acceptedAgreementNumbers.push(policy.policyNumber);
    }
  });
  result.isSuccessful = result.acceptedAgreementNumbers.length > 0;
  result.expectedDeliveryDate = result.isSuccessful ? expectedDeliveryDate : null;
  return result;
}
