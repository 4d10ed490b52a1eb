import {
  addDays,
  addMonths,
  FREE_CO_INSURANCE_UNTIL_AGE,
  insurerToday,
  isPaymentTerm,
  latestInvoicedPeriodStart,
  PAYMENT_TERMS_MONTHS,
  type PaymentTermMonths,
  premiumInvoiceDay,
  premiumPeriodEnd,
  premiumPeriodStart,
} from '@mijn/domain';
import {
  and,
  asc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  notExists,
  or,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { peopleOnPaperPost } from '../core/invoices/paper-post.ts';
import { type PremiumAgreement, premiumInvoice } from '../core/invoices/premium-invoice.ts';
import { premiumOfPeriod } from '../core/invoices/premium-of-period.ts';
import type { Db } from '../db/client.ts';
import {
  agreements,
  customers,
  invoices,
  policies,
  policyProducts,
  scheduledPaymentChanges,
} from '../db/schema.ts';
import type { JobContext } from './handle-claims.ts';

interface RunningAgreement extends PremiumAgreement {
  startDate: string;
  endDate: string | null;
}

/** How far back the run catches up periods it could not invoice in time (a server that was down). */
const CATCH_UP_MONTHS = 12;

const MAX_TERM_MONTHS = Math.max(...PAYMENT_TERMS_MONTHS);

interface CoverWindow {
  today: string;
  term: PaymentTermMonths;
  latest: string;
  /** The end of the agreement's last invoiced period (a correlated subquery). */
  lastInvoicedEnd: SQLWrapper;
}

type AgreementToExamine = Omit<RunningAgreement, 'paymentTermMonths'> & {
  paymentTermMonths: number;
  lastInvoicedEnd: string | null;
};

/**
 * The periods an agreement still needs an invoice for on `today`: those after the last one it was
 * invoiced for (from the running one for an agreement never invoiced) up to the one whose invoice
 * day has come, within the agreement's run. So a missed invoice day is caught up, never invented.
 */
function periodsToInvoice(
  agreement: RunningAgreement,
  lastInvoicedEnd: string | null,
  today: string,
): string[] {
  const term = agreement.paymentTermMonths;
  const running = premiumPeriodStart(today, term);
  const earliest = addMonths(running, -CATCH_UP_MONTHS);
  const after = lastInvoicedEnd === null ? running : addDays(lastInvoicedEnd, 1);
  const from = after > earliest ? after : earliest;
  const starts: string[] = [];
  for (
    let start = premiumPeriodStart(from, term);
    start <= latestInvoicedPeriodStart(today, term);
    start = addMonths(start, term)
  ) {
    const runs =
      agreement.startDate <= premiumPeriodEnd(start, term) &&
      (agreement.endDate === null || agreement.endDate >= start);
    if (start >= from && runs) starts.push(start);
  }
  return starts;
}

/**
 * The agreement's cover, in any period the run could invoice on `today` (after the last one
 * invoiced, the catch-up ones up to the latest), of someone old enough to pay for it then: without it every period's premium is 0
 * and there is nothing to invoice. Checked only for the agreements not yet invoiced, it keeps an
 * agreement without cover (ended policies, next year's not chosen yet) from being priced on every run.
 */
function payingCover(db: Db, { today, term, latest, lastInvoicedEnd }: CoverWindow) {
  const windowStart = addMonths(premiumPeriodStart(today, term), -CATCH_UP_MONTHS);
  const windowEnd = premiumPeriodEnd(latest, term);
  return db
    .select({ one: sql`1` })
    .from(policies)
    .innerJoin(policyProducts, eq(policyProducts.policyNumber, policies.policyNumber))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(policies.agreementId, agreements.agreementId),
        lte(policyProducts.startDate, windowEnd),
        gte(policyProducts.endDate, windowStart),
        gt(policyProducts.endDate, sql`coalesce((${lastInvoicedEnd}), ${windowStart}::date)`),
        lte(customers.birthDate, addMonths(windowEnd, -12 * FREE_CO_INSURANCE_UNTIL_AGE)),
      ),
    );
}

/**
 * The next day on which a period of any term reaches its invoice day: the next monthly one, as
 * every term's periods start on the first of a month. Until then an agreement the run found nothing
 * to invoice for stays so, unless its data change (the triggers of decision 0069 clear the day).
 */
export function nextInvoiceDayAfter(today: string): string {
  return premiumInvoiceDay(addMonths(latestInvoicedPeriodStart(today, 1), 1));
}

/**
 * Not settled until the next invoice day: never examined, changed since, or settled on another day
 * (an earlier invoice day's, or a later one's when a test's clock goes back). Three index ranges.
 */
function unsettledOn(today: string) {
  const settledUntil = nextInvoiceDayAfter(today);
  return or(
    isNull(agreements.premiumRunSettledUntil),
    lt(agreements.premiumRunSettledUntil, settledUntil),
    gt(agreements.premiumRunSettledUntil, settledUntil),
  );
}

/**
 * Whether every agreement is settled until the next invoice day: the lowest and the highest day
 * (nulls first) read from the ends of the index. Asked this way, not as "any unsettled", because
 * right after an invoice day the planner's statistics still say every agreement is unsettled and
 * it would scan the table to find none.
 */
async function everyAgreementSettled(db: Db, today: string): Promise<boolean> {
  const settledUntil = nextInvoiceDayAfter(today);
  const day = agreements.premiumRunSettledUntil;
  const [highest] = await db.select({ day }).from(agreements).orderBy(sql`${day} desc nulls first`).limit(1);
  if (!highest) return true;
  const [lowest] = await db.select({ day }).from(agreements).orderBy(asc(day)).limit(1);
  return highest.day === settledUntil && lowest?.day === settledUntil;
}

/**
 * The agreements the run must look at on `today`, each with the end of the last period it was
 * invoiced for: those of each payment term not yet invoiced up to the term's latest period whose
 * invoice day has come or up to their end (found through the (agreement, period) index, so an
 * agreement already invoiced is not read), and those with a scheduled change of method or term,
 * whose new term has periods of its own. Running means not ended before today; the employer pays
 * BOR agreements. One with cover that prices at 0 all the same (a full collectivity discount) is
 * never invoiced, so it is priced again on every run: a premium lookup of one or two periods each.
 */
export async function agreementsToExamine(db: Db, today: string): Promise<AgreementToExamine[]> {
  const running = and(
    unsettledOn(today),
    ne(agreements.paymentMethod, 'BOR'),
    or(isNull(agreements.endDate), gte(agreements.endDate, today)),
  );
  const premiumInvoices = and(eq(invoices.agreementId, agreements.agreementId), eq(invoices.kind, 'premium'));
  const lastInvoicedEnd = db
    .select({ end: max(invoices.premiumPeriodEnd) })
    .from(invoices)
    .where(premiumInvoices);
  const selectAgreements = () =>
    db
      .select({
        agreementId: agreements.agreementId,
        paymentMethod: agreements.paymentMethod,
        paymentTermMonths: agreements.paymentTermMonths,
        startDate: agreements.startDate,
        endDate: agreements.endDate,
        lastInvoicedEnd: sql<string | null>`(${lastInvoicedEnd})`.mapWith(invoices.premiumPeriodEnd),
      })
      .from(agreements);
  const perTerm = PAYMENT_TERMS_MONTHS.map(async (term) => {
    const latest = latestInvoicedPeriodStart(today, term);
    // Most agreements have the latest period's invoice: one entry of the unique index each.
    const invoicedForLatest = db
      .select({ one: sql`1` })
      .from(invoices)
      .where(and(premiumInvoices, eq(invoices.premiumPeriodStart, latest)));
    // Invoiced up to the latest period, or to the agreement's end if that comes first (on or after
    // today). No period is longer than a year, so such an invoice started less than a year before
    // the earlier of the two days: the lookup reads a few index entries, not the whole history.
    const invoicedUpToLatest = db
      .select({ one: sql`1` })
      .from(invoices)
      .where(
        and(
          premiumInvoices,
          gt(invoices.premiumPeriodStart, addMonths(latest < today ? latest : today, -MAX_TERM_MONTHS)),
          or(
            gte(invoices.premiumPeriodEnd, latest),
            and(isNotNull(agreements.endDate), gte(invoices.premiumPeriodEnd, agreements.endDate)),
          ),
        ),
      );
    const notInvoiced = await selectAgreements().where(
      and(
        running,
        eq(agreements.paymentTermMonths, term),
        notExists(invoicedForLatest),
        notExists(invoicedUpToLatest),
      ),
    );
    if (notInvoiced.length === 0) return [];
    // Asked of these few only, apart: joined into the query above, the planner reads all cover.
    const covered = await db
      .select({ agreementId: agreements.agreementId })
      .from(agreements)
      .where(
        and(
          inArray(
            agreements.agreementId,
            notInvoiced.map((row) => row.agreementId),
          ),
          exists(payingCover(db, { today, term, latest, lastInvoicedEnd })),
        ),
      );
    const withCover = new Set(covered.map((row) => row.agreementId));
    return notInvoiced.filter((row) => withCover.has(row.agreementId));
  });
  const withChange = selectAgreements().where(
    and(
      running,
      inArray(
        agreements.agreementId,
        db.select({ id: scheduledPaymentChanges.agreementId }).from(scheduledPaymentChanges),
      ),
    ),
  );
  const found = (await Promise.all([...perTerm, withChange])).flat();
  return [...new Map(found.map((row) => [row.agreementId, row])).values()].sort(
    (a, b) => a.agreementId - b.agreementId,
  );
}

/**
 * The monthly premium run: every running agreement whose premium the customer pays (not the
 * employer, BOR) gets its invoice for a payment-term period on the period's invoice day, priced by
 * the premium engine. The unique key on agreement and period makes it once, on any number of servers.
 * Returns how many invoices it made.
 */
export async function invoicePremiums(
  ctx: Pick<JobContext, 'db' | 'clock'>,
  now = ctx.clock.now(),
): Promise<number> {
  const today = insurerToday(now);
  // The usual tick: every agreement was looked at since the last invoice day and none changed.
  if (await everyAgreementSettled(ctx.db, today)) return 0;
  const unsettled = await ctx.db
    .select({ agreementId: agreements.agreementId, version: sql<string>`${agreements}.xmin::text` })
    .from(agreements)
    .where(unsettledOn(today));
  const rows = await agreementsToExamine(ctx.db, today);
  const changes = await ctx.db.select().from(scheduledPaymentChanges);
  const changeOf = new Map(changes.map((change) => [change.agreementId, change]));

  let made = 0;
  for (const { lastInvoicedEnd, ...row } of rows) {
    let lastEnd = lastInvoicedEnd;
    for (const agreement of setupsOf(row, changeOf.get(row.agreementId))) {
      for (const periodStart of periodsToInvoice(agreement, lastEnd, today)) {
        made += await invoicePeriod(ctx.db, agreement, periodStart, today);
        lastEnd = premiumPeriodEnd(periodStart, agreement.paymentTermMonths);
      }
    }
  }
  const examined = new Set(rows.map((row) => row.agreementId));
  await settle(
    ctx.db,
    unsettled.filter((row) => !examined.has(row.agreementId)),
    nextInvoiceDayAfter(today),
  );
  return made;
}

/**
 * Marks the agreements the run found nothing to invoice for as settled until the next invoice day,
 * each only if its row is still the version read before the examination: one changed meanwhile (by
 * the portal, another server, a trigger of a cover change) is looked at again on the next tick, and
 * so is one whose row another transaction holds (skipped, never waited for: no deadlock with a
 * portal transaction or another server's run). The examined ones stay unsettled: the next tick finds
 * them invoiced and settles them then.
 */
async function settle(
  db: Db,
  agreementVersions: readonly { agreementId: number; version: string }[],
  settledUntil: string,
): Promise<void> {
  if (agreementVersions.length === 0) return;
  const ids = agreementVersions.map((row) => row.agreementId);
  const versions = agreementVersions.map((row) => row.version);
  await db.execute(sql`
    update ${agreements} set premium_run_settled_until = ${settledUntil}
    where ${agreements.agreementId} in (
      select unchanged.agreement_id
      from ${agreements} as unchanged
      join unnest(${sql.param(ids)}::integer[], ${sql.param(versions)}::text[]) as seen(agreement_id, version)
        on unchanged.agreement_id = seen.agreement_id and unchanged.xmin::text = seen.version
      for update of unchanged skip locked
    )`);
}

/**
 * The agreement as each stretch of it is paid: up to a scheduled change of method or term, and from
 * its first day on. The periods from that day are invoiced the new way on their own invoice day,
 * before the change itself is moved onto the agreement on its first day.
 */
function setupsOf(
  row: Omit<RunningAgreement, 'paymentTermMonths'> & { paymentTermMonths: number },
  change: typeof scheduledPaymentChanges.$inferSelect | undefined,
): RunningAgreement[] {
  const termOf = (months: number) => {
    if (!isPaymentTerm(months)) throw new Error(`Agreement ${row.agreementId} has payment term ${months}`);
    return months;
  };
  const current: RunningAgreement = { ...row, paymentTermMonths: termOf(row.paymentTermMonths) };
  if (!change) return [current];
  const lastDayBefore = addDays(change.startsOn, -1);
  return [
    {
      ...current,
      endDate: current.endDate !== null && current.endDate < lastDayBefore ? current.endDate : lastDayBefore,
    },
    {
      ...current,
      paymentMethod: change.paymentMethod,
      paymentTermMonths: termOf(change.paymentTermMonths),
      startDate: current.startDate > change.startsOn ? current.startDate : change.startsOn,
    },
  ];
}

/** Makes one period's invoice, unless another run made it first; 1 when this run made it. */
async function invoicePeriod(
  db: Db,
  agreement: RunningAgreement,
  periodStart: string,
  today: string,
): Promise<number> {
  const premiumCents = await premiumOfPeriod(
    db,
    agreement.agreementId,
    periodStart,
    agreement.paymentTermMonths,
  );
  // Nothing to invoice: only children insured, or no cover in the period.
  if (premiumCents <= 0) return 0;
  const onPaper = await peopleOnPaperPost(db, agreement, periodStart);
  const invoice = premiumInvoice(agreement, periodStart, premiumCents, today, onPaper);
  // The number follows from agreement and period, so a racing run conflicts on both keys at once.
  const inserted = await db
    .insert(invoices)
    .values(invoice)
    .onConflictDoNothing()
    .returning({ invoiceNumber: invoices.invoiceNumber });
  if (inserted.length > 0) return 1;
  const [made] = await db
    .select({ agreementId: invoices.agreementId, periodStart: invoices.premiumPeriodStart })
    .from(invoices)
    .where(eq(invoices.invoiceNumber, invoice.invoiceNumber));
  if (made?.agreementId !== agreement.agreementId || made.periodStart !== periodStart) {
    throw new Error(`Invoice number ${invoice.invoiceNumber} is taken by agreement ${made?.agreementId}`);
  }
  return 0;
}
