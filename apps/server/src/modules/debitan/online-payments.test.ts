import { invoiceStatus } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_IDEAL_EXPIRY_MS } from '../../core/payments/simulated-ideal.ts';
import { simulatedIdealPayments } from '../../db/schema.ts';
import { temporaryDemoPassword } from '../../db/seed/index.ts';
import { captureLog } from '../../test/log-capture.ts';
import { onlinePaymentCalls } from '../../test/online-payments.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let calls: ReturnType<typeof onlinePaymentCalls>;
const log = captureLog('warn');
const tokens: Record<string, string> = {};
let peter: string;

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
  calls = onlinePaymentCalls(t);
  Object.assign(tokens, await t.accessTokens(['peter.jansen', 'anna.devries', 'jan.devries']));
  tokens['fatima.bakker'] = (await t.loginFully('fatima.bakker', temporaryDemoPassword)).accessToken;
  peter = await t.customerNumberOf('Peter', 'Jansen');
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Starts paying as peter.jansen; the simulated provider's id and checkout. */
async function startPaying(invoiceNumber: string, headers: Record<string, string> = {}) {
  const reply = await calls.start(tokens['peter.jansen']!, invoiceNumber, headers);
  expect(reply.statusCode, reply.body).toBe(200);
  const { checkoutUrl } = reply.json<{ checkoutUrl: string }>();
  const url = new URL(checkoutUrl);
  const id = url.pathname.split('/').at(-1) ?? '';
  return { checkoutUrl, path: url.pathname, id };
}

/** The payer at the simulated bank: choose a bank, then decide; where the browser is sent. */
async function atTheBank(id: string, decision: 'pay' | 'cancel' | 'fail' | 'expire', bank = 'INGBNL2A') {
  const chosen = await t.app.inject({ method: 'POST', url: `/api/dev/ideal/${id}/bank`, ...form({ bank }) });
  expect(chosen.statusCode).toBe(303);
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/dev/ideal/${id}/decision`,
    ...form({ decision }),
  });
  expect(decided.statusCode).toBe(303);
  return decided.headers.location;
}

const providerRow = async (id: string) =>
  (await t.db.select().from(simulatedIdealPayments).where(eq(simulatedIdealPayments.id, id)))[0];

describe('paying an invoice with the simulated iDEAL', () => {
  it('is available outside production', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Debitan/OnlinePayments/Availability',
      headers: bearer(tokens['peter.jansen']!),
    });
    expect(reply.json()).toEqual({ isAvailable: true });
  });

  it('pays the invoice: bank chosen, paid, confirmed to the webhook, and the invoice is Betaald', async () => {
    const invoice = await calls.addInvoice(peter, { remainingCents: 8_123 });
    const { checkoutUrl, id } = await startPaying(invoice.invoiceNumber);
    expect(checkoutUrl).toMatch(/^http:\/\/aev\.localhost\/api\/dev\/ideal\/tr_[A-Za-z0-9]+$/);
    expect(await providerRow(id)).toMatchObject({
      amountCents: 8_123,
      invoiceNumber: invoice.invoiceNumber,
      redirectUrl: `http://aev.localhost/rekeningen-en-betalingen?betaling=${invoice.invoiceNumber}`,
      webhookUrl: 'http://aev.localhost/api/Debitan/OnlinePayments/Webhook',
    });
    expect(await calls.stateOf(tokens['peter.jansen']!, invoice.invoiceNumber)).toBe('open');

    const back = await atTheBank(id, 'pay');
    expect(back).toBe(`http://aev.localhost/rekeningen-en-betalingen?betaling=${invoice.invoiceNumber}`);
    expect(await calls.stateOf(tokens['peter.jansen']!, invoice.invoiceNumber)).toBe('paid');
    expect(await calls.invoice(invoice.invoiceNumber)).toMatchObject({
      remainingCents: 0,
      statusId: invoiceStatus.paid,
      paymentDate: expect.any(String),
    });
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([
      expect.objectContaining({ reference: id, source: 'online', amountCents: 8_123, overpaidCents: 0 }),
    ]);
    // Paid: nothing is left to start.
    const again = await calls.start(tokens['peter.jansen']!, invoice.invoiceNumber);
    expect(again.statusCode).toBe(409);
  });

  it('asks for the collection costs with the debt and books them apart from the invoice', async () => {
    const invoice = await calls.addInvoice(peter, {
      statusId: invoiceStatus.collectionAgency,
      remainingCents: 10_000,
    });
    const { id } = await startPaying(invoice.invoiceNumber);
    // Statutory minimum of 40 euro on a debt of 100 euro.
    expect((await providerRow(id))?.amountCents).toBe(14_000);
    await atTheBank(id, 'pay');
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([
      expect.objectContaining({ amountCents: 14_000, collectionCostsCents: 4_000, overpaidCents: 0 }),
    ]);
    expect(await calls.invoice(invoice.invoiceNumber)).toMatchObject({
      remainingCents: 0,
      statusId: invoiceStatus.paid,
    });
  });

  it('gives two tabs the same open payment, so only one can be paid', async () => {
    const invoice = await calls.addInvoice(peter);
    const [first, second] = await Promise.all([
      startPaying(invoice.invoiceNumber),
      startPaying(invoice.invoiceNumber),
    ]);
    expect(second?.checkoutUrl).toBe(first?.checkoutUrl);
    expect(await calls.records(invoice.invoiceNumber)).toHaveLength(1);
    await atTheBank(first!.id, 'pay');
    // The second tab pays the same payment again: the bank refuses, nothing more is booked.
    await atTheBank(second!.id, 'pay');
    expect(await calls.booked(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('leaves the invoice open after a cancel, a failure or an expiry; a new attempt replaces the old', async () => {
    const invoice = await calls.addInvoice(peter);
    const ids: string[] = [];
    for (const decision of ['cancel', 'fail', 'expire'] as const) {
      const { id } = await startPaying(invoice.invoiceNumber);
      ids.push(id);
      await atTheBank(id, decision);
      const expected = { cancel: 'canceled', fail: 'failed', expire: 'expired' }[decision];
      expect(await calls.stateOf(tokens['peter.jansen']!, invoice.invoiceNumber)).toBe(expected);
      expect(await calls.invoice(invoice.invoiceNumber)).toMatchObject({
        remainingCents: invoice.remainingCents,
        statusId: invoiceStatus.open,
      });
    }
    expect(new Set(ids).size).toBe(3);
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([]);
  });

  it('lets the payer cancel before choosing a bank, but not pay without one', async () => {
    const invoice = await calls.addInvoice(peter);
    const { id } = await startPaying(invoice.invoiceNumber);
    const withoutBank = await t.app.inject({
      method: 'POST',
      url: `/api/dev/ideal/${id}/decision`,
      ...form({ decision: 'pay' }),
    });
    expect(withoutBank.headers.location).toBe(`/api/dev/ideal/${id}`);
    expect((await providerRow(id))?.state).toBe('open');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dev/ideal/${id}/decision`,
      ...form({ decision: 'cancel' }),
    });
    expect(cancelled.headers.location).toContain(`betaling=${invoice.invoiceNumber}`);
    expect(await calls.stateOf(tokens['peter.jansen']!, invoice.invoiceNumber)).toBe('canceled');
  });

  it('refuses what the customer does not pay online: direct debit scheduled, arrangement, paid', async () => {
    for (const statusId of [
      invoiceStatus.directDebit,
      invoiceStatus.paymentArrangement,
      invoiceStatus.paid,
    ]) {
      const invoice = await calls.addInvoice(peter, { statusId, remainingCents: statusId === 9 ? 0 : 5_000 });
      const reply = await calls.start(tokens['peter.jansen']!, invoice.invoiceNumber);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe('Nothing is owed on this invoice that can be paid online');
      expect(await calls.records(invoice.invoiceNumber)).toEqual([]);
    }
  });

  it('serves the checkout in the language of the screen, and only to this machine', async () => {
    const invoice = await calls.addInvoice(peter);
    const { path } = await startPaying(invoice.invoiceNumber, { 'accept-language': 'en-US' });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Choose your bank');
    expect(page.body).toContain('Aemstel Verzekeringen');
    const elsewhere = await t.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.7' });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('the webhook', () => {
  it('books a paid payment once, however often and however concurrently it is confirmed', async () => {
    const invoice = await calls.addInvoice(peter);
    const { id } = await startPaying(invoice.invoiceNumber);
    await atTheBank(id, 'pay');
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => calls.webhook(id)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (let n = 0; n < 3; n += 1) await calls.webhook(id);
    expect(await calls.booked(invoice.invoiceNumber)).toHaveLength(1);
    expect((await calls.invoice(invoice.invoiceNumber)).remainingCents).toBe(0);
  });

  it('books concurrent first confirmations of a payment once', async () => {
    const invoice = await calls.addInvoice(peter);
    const { id } = await startPaying(invoice.invoiceNumber);
    // The provider's books say paid; no confirmation has reached the portal yet.
    await t.db.update(simulatedIdealPayments).set({ state: 'paid' }).where(eq(simulatedIdealPayments.id, id));
    await Promise.all([1, 2, 3, 4].map(() => calls.webhook(id)));
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([
      expect.objectContaining({ reference: id, overpaidCents: 0 }),
    ]);
    expect(await calls.records(invoice.invoiceNumber)).toEqual([expect.objectContaining({ state: 'paid' })]);
  });

  it('answers the same for an unknown id and books nothing; a malformed id is bad input', async () => {
    const unknown = await calls.webhook('tr_NoSuchPayment1');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/Debitan/OnlinePayments/Webhook',
      payload: { id: 'tr_NoSuchPayment2' },
    });
    expect(json.statusCode).toBe(200);
    expect((await calls.webhook("tr_x' OR 1=1")).statusCode).toBe(400);
    expect((await calls.webhook('')).statusCode).toBe(400);
  });

  it('does not believe a confirmation of a payment that is open, cancelled or expired', async () => {
    const invoice = await calls.addInvoice(peter);
    const { id: open } = await startPaying(invoice.invoiceNumber);
    expect((await calls.webhook(open)).statusCode).toBe(200);
    expect(await calls.stateOf(tokens['peter.jansen']!, invoice.invoiceNumber)).toBe('open');
    await atTheBank(open, 'cancel');
    const { id: expired } = await startPaying(invoice.invoiceNumber);
    await atTheBank(expired, 'expire');
    for (const id of [open, expired, open]) expect((await calls.webhook(id)).statusCode).toBe(200);
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([]);
    expect((await calls.invoice(invoice.invoiceNumber)).remainingCents).toBe(invoice.remainingCents);
  });

  it('books only the payment that was paid when an invoice had two, and never pays it twice', async () => {
    const invoice = await calls.addInvoice(peter);
    const { id: cancelled } = await startPaying(invoice.invoiceNumber);
    await atTheBank(cancelled, 'cancel');
    const { id: paid } = await startPaying(invoice.invoiceNumber);
    await atTheBank(paid, 'pay');
    await calls.webhook(cancelled);
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([expect.objectContaining({ reference: paid })]);
    expect((await calls.records(invoice.invoiceNumber)).map((record) => record.state).sort()).toEqual([
      'canceled',
      'paid',
    ]);
  });

  it('refuses to book a paid payment of another amount or invoice than the portal asked', async () => {
    for (const tamper of [
      (row: { amountCents: number }) => ({ amountCents: row.amountCents - 1 }),
      () => ({ invoiceNumber: 'T999999' }),
    ]) {
      const invoice = await calls.addInvoice(peter);
      const { id } = await startPaying(invoice.invoiceNumber);
      const row = await providerRow(id);
      await t.db
        .update(simulatedIdealPayments)
        .set({ ...tamper(row!), state: 'paid' })
        .where(eq(simulatedIdealPayments.id, id));
      log.clear();
      expect((await calls.webhook(id)).statusCode).toBe(200);
      expect(await calls.booked(invoice.invoiceNumber)).toEqual([]);
      expect((await calls.invoice(invoice.invoiceNumber)).remainingCents).toBe(invoice.remainingCents);
      expect(await calls.stateOf(tokens['peter.jansen']!, invoice.invoiceNumber)).toBe('failed');
      expect(log.text()).toContain('needs a refund by a person');
    }
  });
});

describe('expiry on the server clock', () => {
  it('can be paid until the last moment, and not from the moment it expires', async () => {
    const started = t.clock.now();
    try {
      const inTime = await calls.addInvoice(peter);
      const late = await calls.addInvoice(peter);
      const { id: inTimeId } = await startPaying(inTime.invoiceNumber);
      const { id: lateId, path: latePath } = await startPaying(late.invoiceNumber);

      t.clock.set(new Date(started.getTime() + SIMULATED_IDEAL_EXPIRY_MS - 1));
      expect(await calls.stateOf(tokens['peter.jansen']!, inTime.invoiceNumber)).toBe('open');
      await atTheBank(inTimeId, 'pay');
      expect((await calls.invoice(inTime.invoiceNumber)).statusId).toBe(invoiceStatus.paid);

      t.clock.set(new Date(started.getTime() + SIMULATED_IDEAL_EXPIRY_MS));
      expect(await calls.stateOf(tokens['peter.jansen']!, late.invoiceNumber)).toBe('expired');
      const page = await t.app.inject({ method: 'GET', url: latePath });
      expect(page.body).toContain('Deze betaling is verlopen');
      const back = await atTheBank(lateId, 'pay');
      expect(back).toContain(`betaling=${late.invoiceNumber}`);
      expect(await calls.booked(late.invoiceNumber)).toEqual([]);
      expect(await calls.records(late.invoiceNumber)).toEqual([
        expect.objectContaining({ state: 'expired' }),
      ]);
      // Expired, it makes way for a new attempt.
      const { id: again } = await startPaying(late.invoiceNumber);
      expect(again).not.toBe(lateId);
    } finally {
      t.clock.set(started);
    }
  });
});

describe('who may pay and read', () => {
  it("answers 404 for another household's invoice and 403 without the invoice right", async () => {
    const invoice = await calls.addInvoice(peter);
    await startPaying(invoice.invoiceNumber);
    for (const username of ['fatima.bakker', 'jan.devries']) {
      const start = await calls.start(tokens[username]!, invoice.invoiceNumber);
      expect(start.statusCode).toBe(404);
      expect((await calls.state(tokens[username]!, invoice.invoiceNumber)).statusCode).toBe(404);
    }
    expect((await calls.start(tokens['anna.devries']!, invoice.invoiceNumber)).statusCode).toBe(403);
    expect((await calls.state(tokens['anna.devries']!, invoice.invoiceNumber)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/Debitan/Invoices/${invoice.invoiceNumber}/OnlinePayment`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await calls.records(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('answers 404 when an invoice has no online payment yet', async () => {
    const invoice = await calls.addInvoice(peter);
    const reply = await calls.state(tokens['peter.jansen']!, invoice.invoiceNumber);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe('No online payment for this invoice');
  });
});
