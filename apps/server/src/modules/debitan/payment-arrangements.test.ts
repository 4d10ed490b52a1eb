import type { FieldError, Invoice, PaymentArrangement, PaymentArrangementsReply } from '@mijn/contract';
import {
  addDays,
  addMonths,
  firstTermWindow,
  insurerToday,
  invoiceStatus,
  isBusinessDay,
  maskIban,
  mostTermsFor,
  oldestOpenPremium,
  validatorMessages,
} from '@mijn/domain';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreements,
  documents,
  invoicePayments,
  invoices,
  paymentArrangements,
  paymentArrangementTerms,
} from '../../db/schema.ts';
import { collectArrangementTerms, processDueArrangements } from '../../insurer/legacy/arrangements.ts';
import { recordInvoicePayment } from '../../insurer/legacy/payments.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let today: string;
const PETER = 10_000_002;
const tokens: Record<string, string> = {};
/**
 * Seeded on the 5th of next month: before the premium run's invoice day (the 10th), so peter.jansen
 * owes the reminder of two months ago, last month's premium and this month's, whatever today is.
 */
const seedDay = addDays(addMonths(`${insurerToday(new Date()).slice(0, 7)}-01`, 1), 4);
beforeAll(async () => {
  t = await createTestApp({ today: seedDay });
  today = insurerToday(t.clock.now());
  Object.assign(
    tokens,
    await t.accessTokens(['peter.jansen', 'jan.devries', 'eva.smit', 'anna.devries', 'sanne.devries']),
  );
});
afterAll(() => t.close());

const get = async (url: string, username: string) => {
  const reply = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[username]!) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const invoicesOf = async (username: string): Promise<Invoice[]> =>
  (await get('/api/Debitan/Invoices', username)).invoices;
const arrangementsOf = (username: string): Promise<PaymentArrangementsReply> =>
  get('/api/Debitan/PaymentArrangements', username);
const post = (username: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Debitan/PaymentArrangements',
    headers: username ? bearer(tokens[username]!) : {},
    payload,
  });
const request = (invoiceNumbers: string[], change: object = {}) => ({
  invoiceNumbers,
  numberOfTerms: 3,
  startDate: firstTermWindow(today).earliest,
  iban: 'NL91 ABNA 0417 1643 00',
  directDebitAuthorization: true,
  ...change,
});
const storedRequests = async () => (await t.db.select({ rows: count() }).from(paymentArrangements))[0]!.rows;
const statusOf = async (invoiceNumber: string) =>
  (await t.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)))[0]!;
/** Terms of running arrangements due by this day and not collected yet. */
const dueTerms = async (day: string) =>
  (
    await t.db
      .select({ terms: count() })
      .from(paymentArrangementTerms)
      .innerJoin(paymentArrangements, eq(paymentArrangements.id, paymentArrangementTerms.arrangementId))
      .where(
        and(
          eq(paymentArrangements.status, 'running'),
          isNull(paymentArrangementTerms.collectedOn),
          lte(paymentArrangementTerms.dueDate, day),
        ),
      )
  )[0]!.terms;
/** A moment in the middle of an Amsterdam working day. */
const on = (day: string) => new Date(`${day}T10:00:00Z`);

/** Peter's invoices by the rule that picks them: the reminder is his oldest open premium. */
async function petersInvoices() {
  const all = await invoicesOf('peter.jansen');
  const reminder = oldestOpenPremium(all)!;
  const later = all.filter((invoice) => invoice.status.id === invoiceStatus.open && invoice.premiePeriod);
  return { reminder, lastMonth: later[0]!, thisMonth: later[1]! };
}

describe('GET Debitan/PaymentArrangements', () => {
  it("shows eva.smit's running arrangement: 3 terms, the first collected, the others ahead", async () => {
    const { paymentArrangments, hasUnproccessedPaymentArrangments } = await arrangementsOf('eva.smit');
    expect(hasUnproccessedPaymentArrangments).toBe(false);
    expect(paymentArrangments).toHaveLength(1);
    const [arrangement] = paymentArrangments as [PaymentArrangement];
    expect(arrangement).toMatchObject({
      status: 'running',
      statusId: 2,
      isReplaceable: false,
      numberOfTerms: 3,
    });
    const [first, second, third] = arrangement.terms;
    expect(first!.collectedOn).toBe(first!.dueDate);
    expect(first!.dueDate < today).toBe(true);
    expect([second!.collectedOn, third!.collectedOn]).toEqual([null, null]);
    expect(second!.dueDate > today).toBe(true);
    const excess = (await invoicesOf('eva.smit')).find((invoice) => invoice.status.id === 5)!;
    expect(arrangement.invoiceNumbers).toEqual([excess.invoiceNumber]);
    expect(excess.remaining).toBe(arrangement.totalAmount - first!.amount);
  });

  it('shows peter.jansen none, and is refused to the partner, the co-insured and a stranger', async () => {
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.agreementId, PETER));
    expect(await arrangementsOf('peter.jansen')).toEqual({
      paymentArrangments: [],
      hasUnproccessedPaymentArrangments: false,
      // The account his premium is paid from, masked, to offer for the terms.
      accountsOnFile: [{ agreementId: PETER, iban: maskIban(agreement!.premiumIban!) }],
    });
    for (const username of ['anna.devries', 'sanne.devries']) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/Debitan/PaymentArrangements',
        headers: bearer(tokens[username]!),
      });
      expect(reply.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/Debitan/PaymentArrangements' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST Debitan/PaymentArrangements refuses, and writes nothing', () => {
  const refused = async (username: string, payload: object, status: number) => {
    const before = await storedRequests();
    const reply = await post(username, payload);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(await storedRequests()).toBe(before);
    return reply.json<{ message: string; fields?: FieldError[] }>();
  };

  it('names the field and the rule of each of peter.jansen’s mistakes (400)', async () => {
    const { reminder, lastMonth, thisMonth } = await petersInvoices();
    const most = mostTermsFor(reminder.remaining);
    expect(most).toBeLessThan(12);
    const earliest = firstTermWindow(today).earliest;
    let weekend = earliest;
    while (isBusinessDay(weekend)) weekend = addDays(weekend, 1);
    const cases: [object, string, string][] = [
      [request([]), 'body.invoiceNumbers', validatorMessages.arrangementNoInvoice],
      [
        request([thisMonth.invoiceNumber]),
        'body.invoiceNumbers.0',
        validatorMessages.arrangementCurrentPremium,
      ],
      [
        request([lastMonth.invoiceNumber]),
        'body.invoiceNumbers.0',
        validatorMessages.arrangementNotOldestPremium,
      ],
      [
        request([reminder.invoiceNumber, lastMonth.invoiceNumber]),
        'body.invoiceNumbers',
        validatorMessages.arrangementOnePremium,
      ],
      [
        request([reminder.invoiceNumber], { numberOfTerms: 1 }),
        'body.numberOfTerms',
        validatorMessages.numberTooLow,
      ],
      [
        request([reminder.invoiceNumber], { numberOfTerms: most + 1 }),
        'body.numberOfTerms',
        validatorMessages.arrangementTermTooLow,
      ],
      [
        request([reminder.invoiceNumber], { startDate: addDays(earliest, -1) }),
        'body.startDate',
        validatorMessages.arrangementStartTooEarly,
      ],
      [
        request([reminder.invoiceNumber], { startDate: weekend }),
        'body.startDate',
        validatorMessages.arrangementStartNotBusinessDay,
      ],
      [
        request([reminder.invoiceNumber], { iban: 'NL91 ABNA 0417 1643 01' }),
        'body.iban',
        validatorMessages.validIban,
      ],
      [
        request([reminder.invoiceNumber], { directDebitAuthorization: false }),
        'body.directDebitAuthorization',
        validatorMessages.noConfirmation,
      ],
    ];
    for (const [payload, path, key] of cases) {
      const { fields } = await refused('peter.jansen', payload, 400);
      expect(fields?.[0], `${path} ${key}`).toEqual({ path, key });
    }
  });

  it('refuses what is paid, collected by direct debit or already arranged', async () => {
    const jans = await invoicesOf('jan.devries');
    const paid = jans.find((invoice) => invoice.status.id === invoiceStatus.paid)!;
    const collected = jans.find((invoice) => invoice.status.id === invoiceStatus.directDebit)!;
    const evas = (await invoicesOf('eva.smit')).find((invoice) => invoice.status.id === 5)!;
    for (const [username, invoice, key] of [
      ['jan.devries', paid, validatorMessages.arrangementPaid],
      ['jan.devries', collected, validatorMessages.arrangementDirectDebit],
      ['eva.smit', evas, validatorMessages.arrangementInArrangement],
    ] as const) {
      const { fields } = await refused(username, request([invoice.invoiceNumber]), 400);
      expect(fields).toEqual([{ path: 'body.invoiceNumbers.0', key }]);
    }
  });

  it('needs an account when the agreement has none on file to collect the terms from', async () => {
    const { reminder } = await petersInvoices();
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.agreementId, PETER));
    await t.db
      .update(agreements)
      .set({ premiumIban: null, excessIban: null })
      .where(eq(agreements.agreementId, PETER));
    try {
      expect((await arrangementsOf('peter.jansen')).accountsOnFile).toEqual([]);
      const body = await refused('peter.jansen', request([reminder.invoiceNumber], { iban: undefined }), 400);
      expect(body.fields).toEqual([{ path: 'body.iban', key: validatorMessages.requiredField }]);
    } finally {
      await t.db
        .update(agreements)
        .set({ premiumIban: agreement!.premiumIban, excessIban: agreement!.excessIban })
        .where(eq(agreements.agreementId, PETER));
    }
  });

  it("answers another household's invoice as an unknown one (404)", async () => {
    const { reminder } = await petersInvoices();
    const foreign = await refused('jan.devries', request([reminder.invoiceNumber]), 404);
    const unknown = await refused('jan.devries', request(['999999999999']), 404);
    expect(foreign).toEqual(unknown);
    expect(foreign.message).toBe('Invoice not found');
    expect((await statusOf(reminder.invoiceNumber)).statusId).toBe(invoiceStatus.reminder);
  });

  it('refuses every request while an invoice is at the collection agency (409)', async () => {
    const jans = await invoicesOf('jan.devries');
    const [agency] = jans;
    await t.db
      .update(invoices)
      .set({ statusId: invoiceStatus.collectionAgency, remainingCents: 10_000 })
      .where(eq(invoices.invoiceNumber, agency!.invoiceNumber));
    try {
      expect((await invoicesOf('jan.devries')).length).toBe(jans.length);
      const { message } = await refused('jan.devries', request([agency!.invoiceNumber]), 409);
      expect(message).toBe('Payment arrangements are disabled');
    } finally {
      await t.db
        .update(invoices)
        .set({ statusId: agency!.status.id, remainingCents: agency!.remaining })
        .where(eq(invoices.invoiceNumber, agency!.invoiceNumber));
    }
  });

  it('is for the policyholder only: 403 for the partner and the co-insured, 401 without a login', async () => {
    const { reminder } = await petersInvoices();
    await refused('anna.devries', request([reminder.invoiceNumber]), 403);
    await refused('sanne.devries', request([reminder.invoiceNumber]), 403);
    const before = await storedRequests();
    expect((await post(null, request([reminder.invoiceNumber]))).statusCode).toBe(401);
    expect(await storedRequests()).toBe(before);
  });
});

describe("peter.jansen's arrangement, from request to the last term", () => {
  let first: PaymentArrangement;
  let second: PaymentArrangement;

  it('takes the request for his oldest open premium and leaves the invoice as it is until processed', async () => {
    const { reminder } = await petersInvoices();
    const reply = await post('peter.jansen', request([reminder.invoiceNumber]));
    expect(reply.statusCode, reply.body).toBe(200);
    first = reply.json();
    expect(first).toMatchObject({
      status: 'requested',
      isReplaceable: true,
      invoiceNumbers: [reminder.invoiceNumber],
      numberOfTerms: 3,
      totalAmount: reminder.remaining,
      ibanEnding: '4300',
      requestedOn: today,
    });
    expect(first.terms.reduce((sum, term) => sum + term.amount, 0)).toBe(reminder.remaining);
    expect(first.terms[0]!.dueDate).toBe(firstTermWindow(today).earliest);
    expect((await statusOf(reminder.invoiceNumber)).statusId).toBe(invoiceStatus.reminder);
    expect((await arrangementsOf('peter.jansen')).hasUnproccessedPaymentArrangments).toBe(true);
  });

  it('asks before a new request replaces the waiting one (409), and replaces it once confirmed', async () => {
    const { reminder } = await petersInvoices();
    const unconfirmed = await post('peter.jansen', request([reminder.invoiceNumber], { numberOfTerms: 2 }));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe('An earlier payment arrangement request is not processed yet');
    // Without an account of his own choice: the one his premium is paid from.
    const confirmed = await post(
      'peter.jansen',
      request([reminder.invoiceNumber], { numberOfTerms: 2, replaceUnprocessed: true, iban: undefined }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    second = confirmed.json();
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.agreementId, PETER));
    expect(second.ibanEnding).toBe(agreement!.premiumIban!.slice(-4));
    const [stored] = await t.db
      .select()
      .from(paymentArrangements)
      .where(eq(paymentArrangements.id, second.id));
    expect(stored!.iban).toBe(agreement!.premiumIban);
    const { paymentArrangments } = await arrangementsOf('peter.jansen');
    expect(paymentArrangments.map((arrangement) => [arrangement.id, arrangement.status])).toEqual([
      [second.id, 'requested'],
      [first.id, 'replaced'],
    ]);
  });

  it('is not processed before its time; from then on it blocks a new request, even a confirmed one', async () => {
    const [stored] = await t.db
      .select()
      .from(paymentArrangements)
      .where(eq(paymentArrangements.id, second.id));
    const processAfter = stored!.processAfter.getTime();
    expect(processAfter - t.clock.now().getTime()).toBe(t.config.arrangementProcessingDelaySeconds * 1000);
    expect(await processDueArrangements(t.app.ctx, new Date(processAfter - 1))).toBe(0);

    t.clock.set(new Date(processAfter - 1));
    expect((await arrangementsOf('peter.jansen')).paymentArrangments[0]!.isReplaceable).toBe(true);
    t.clock.set(new Date(processAfter));
    expect((await arrangementsOf('peter.jansen')).paymentArrangments[0]!.isReplaceable).toBe(false);
    const blocked = await post(
      'peter.jansen',
      request([second.invoiceNumbers[0]!], { replaceUnprocessed: true }),
    );
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe('An earlier payment arrangement request is being processed');
  });

  it('is processed exactly once by two servers at once: status 5, running, one letter', async () => {
    const runs = await Promise.all([
      processDueArrangements(t.app.ctx, t.clock.now()),
      processDueArrangements(t.app.ctx, t.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(1);
    const invoiceNumber = second.invoiceNumbers[0]!;
    expect((await statusOf(invoiceNumber)).statusId).toBe(invoiceStatus.paymentArrangement);
    const shown = (await invoicesOf('peter.jansen')).find(
      (invoice) => invoice.invoiceNumber === invoiceNumber,
    )!;
    expect(shown.status).toEqual({ id: 5, status: 'Betalingsregeling' });
    const { paymentArrangments, hasUnproccessedPaymentArrangments } = await arrangementsOf('peter.jansen');
    expect(hasUnproccessedPaymentArrangments).toBe(false);
    expect(paymentArrangments[0]).toMatchObject({ id: second.id, status: 'running', isReplaceable: false });
    const letters = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.docType, 'Betalingsregeling'), eq(documents.publicationDate, today)));
    expect(letters).toHaveLength(1);
    expect(letters[0]!.facts).toMatchObject({
      kind: 'arrangement',
      totalCents: second.totalAmount,
      ibanEnding: second.ibanEnding,
      terms: second.terms.map((term) => ({ dueDate: term.dueDate, amountCents: term.amount })),
    });
    expect(await processDueArrangements(t.app.ctx, t.clock.now())).toBe(0);
  });

  it('collects each term on its day, once, and completes with the last: the invoice is paid', async () => {
    const invoiceNumber = second.invoiceNumbers[0]!;
    const [term1, term2] = second.terms as [
      PaymentArrangement['terms'][number],
      PaymentArrangement['terms'][number],
    ];
    const remaining = async () => (await statusOf(invoiceNumber)).remainingCents;
    // Other households' terms fall due too (eva.smit's): every run collects exactly what is due.
    const collectOn = async (day: string, runs = 1) => {
      const due = await dueTerms(day);
      const collected = await Promise.all(
        Array.from({ length: runs }, () => collectArrangementTerms(t.app.ctx, on(day))),
      );
      expect(collected.reduce((sum, run) => sum + run, 0)).toBe(due);
      expect(await dueTerms(day)).toBe(0);
    };

    await collectOn(addDays(term1.dueDate, -1));
    expect(await remaining()).toBe(second.totalAmount);
    await collectOn(term1.dueDate);
    await collectOn(term1.dueDate);
    expect(await statusOf(invoiceNumber)).toMatchObject({
      remainingCents: second.totalAmount - term1.amount,
      statusId: invoiceStatus.paymentArrangement,
    });
    await collectOn(addDays(term2.dueDate, -1));
    expect(await remaining()).toBe(second.totalAmount - term1.amount);
    await collectOn(term2.dueDate, 2);
    expect(await statusOf(invoiceNumber)).toMatchObject({
      remainingCents: 0,
      statusId: invoiceStatus.paid,
      paymentDate: term2.dueDate,
    });
    const payments = await t.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceNumber, invoiceNumber));
    expect(payments.map((payment) => [payment.source, payment.amountCents, payment.receivedOn])).toEqual([
      ['arrangementTerm', term1.amount, term1.dueDate],
      ['arrangementTerm', term2.amount, term2.dueDate],
    ]);
    expect(new Set(payments.map((payment) => payment.reference)).size).toBe(2);
    const [done] = (await arrangementsOf('peter.jansen')).paymentArrangments;
    expect(done).toMatchObject({ status: 'completed', statusId: 3 });
    expect(done!.terms.map((term) => term.collectedOn)).toEqual([term1.dueDate, term2.dueDate]);
  });

  it('lapses when its invoice changed before it was processed, and says so in a letter', async () => {
    const all = await invoicesOf('peter.jansen');
    const next = oldestOpenPremium(all)!;
    const reply = await post('peter.jansen', request([next.invoiceNumber], { numberOfTerms: 2 }));
    expect(reply.statusCode, reply.body).toBe(200);
    await recordInvoicePayment(t.db, {
      reference: 'tr_paid_while_waiting',
      invoiceNumber: next.invoiceNumber,
      source: 'online',
      amountCents: 500,
      receivedOn: today,
    });
    const later = new Date(t.clock.now().getTime() + t.config.arrangementProcessingDelaySeconds * 1000);
    expect(await processDueArrangements(t.app.ctx, later)).toBe(1);
    expect((await arrangementsOf('peter.jansen')).paymentArrangments[0]).toMatchObject({ status: 'lapsed' });
    expect((await statusOf(next.invoiceNumber)).statusId).toBe(next.status.id);
    const [lapsed] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.name, 'Betalingsregeling niet gestart'));
    expect(lapsed?.facts).toEqual({
      kind: 'arrangementLapsed',
      requestedOn: today,
      invoiceNumbers: [next.invoiceNumber],
    });
  });
});
