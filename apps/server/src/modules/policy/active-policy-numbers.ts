import { and, desc, eq, sql } from 'drizzle-orm';
import { policyRunsOn } from '../../core/policy-periods.ts';
import type { Db } from '../../db/client.ts';
import { createNoticedCache } from '../../db/noticed-cache.ts';
import type { DatabaseNotices } from '../../db/notices.ts';
import { POLICIES_CHANGED_CHANNEL } from '../../db/policies-changed.ts';
import { policies } from '../../db/schema.ts';

/** Customers whose active policy is kept: the home screens of a busy hour. */
const KEPT_CUSTOMERS = 50_000;

/**
 * The policy a customer has today, the read of every home screen: built once and prepared on each
 * pooled connection, so neither drizzle nor PostgreSQL builds and plans it again (decision 0067).
 */
function activePolicyNumberQuery(db: Db) {
  return db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(
      and(
        eq(policies.customerNumber, sql.placeholder('customerNumber')),
        policyRunsOn(sql.placeholder('today')),
      ),
    )
    .orderBy(desc(policies.startDate))
    .limit(1)
    .prepare('active_policy_number');
}

/**
 * The active policy number of a customer on a day, kept in memory per customer until a change to
 * their policies is noticed (decision 0071). `at-once`, as the open sessions: a change committed on
 * any instance counts before the next answer, at the cost of the catch-up the session check
 * already waits for.
 */
export async function createActivePolicyNumbers(db: Db, notices: DatabaseNotices) {
  const query = activePolicyNumberQuery(db);
  const kept = await createNoticedCache<{ day: string; policyNumber: string | null }>(notices, {
    channel: POLICIES_CHANGED_CHANNEL,
    maxEntries: KEPT_CUSTOMERS,
    freshness: 'at-once',
  });
  const onDay = (customerNumber: string, day: string) => () =>
    query.execute({ customerNumber, today: day }).then(([active]) => ({
      day,
      policyNumber: active?.policyNumber ?? null,
    }));

  return async (customerNumber: string, today: string): Promise<string | null> => {
    const known = await kept.get(customerNumber, onDay(customerNumber, today));
    if (known?.day === today) return known.policyNumber;
    // Kept from another day: policies start and end on days.
    kept.forget([customerNumber]);
    return (await kept.get(customerNumber, onDay(customerNumber, today)))?.policyNumber ?? null;
  };
}
