import type { AppContext } from '../../app-context.ts';
import { createNoticedCache } from '../../db/noticed-cache.ts';
import { POLICIES_CHANGED_CHANNEL } from '../../db/policies-changed.ts';

/** Customers whose active policy is kept: the home screens of a busy hour. */
const KEPT_CUSTOMERS = 50_000;

/** The active policy number of a customer on a day, or null. */
export type ActivePolicyNumbers = (customerNumber: string, onDay: string) => Promise<string | null>;

/**
 * The insurer's answer to `policies.activeNumber`, kept in memory per customer until a change to
 * their policies is noticed (decision 0071). `at-once`, as the open sessions: a change committed on
 * any instance counts before the next answer, at the cost of the catch-up the session check
 * already waits for. A kept answer never reaches the insurer.
 */
export async function keepActivePolicyNumbers({
  insurer,
  notices,
}: Pick<AppContext, 'insurer' | 'notices'>): Promise<ActivePolicyNumbers> {
  const kept = await createNoticedCache<{ day: string; policyNumber: string | null }>(notices, {
    channel: POLICIES_CHANGED_CHANNEL,
    maxEntries: KEPT_CUSTOMERS,
    freshness: 'at-once',
  });
  const ask = (customerNumber: string, onDay: string) => async () => ({
    day: onDay,
    policyNumber: await insurer.policies.activeNumber({ customerNumber, onDay }),
  });

  return async (customerNumber, onDay) => {
    const known = await kept.get(customerNumber, ask(customerNumber, onDay));
    if (known?.day === onDay) return known.policyNumber;
    // Kept from another day: policies start and end on days.
    kept.forget([customerNumber]);
    return (await kept.get(customerNumber, ask(customerNumber, onDay)))?.policyNumber ?? null;
  };
}
