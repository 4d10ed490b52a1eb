import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCommands } from '../../db/schema.ts';
import { insurerAway } from '../../test/insurer-away.ts';
import { onlinePaymentCalls } from '../../test/online-payments.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The single invoice stays: paying online starts from it.
  t = await createTestApp({ insurer: insurerAway('invoices.ofPolicyholder', 'payments', 'arrangements') });
});
afterAll(() => t.close());

const decide = (id: string, step: 'bank' | 'decision', fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dev/ideal/${id}/${step}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('paying online while the insurer is away', () => {
  it('takes the paid payment and keeps it for the insurer under the provider id', async () => {
    const calls = onlinePaymentCalls(t);
    const token = (await t.accessTokens(['peter.jansen']))['peter.jansen']!;
    const peter = await t.customerNumberOf('Peter', 'Jansen');
    const invoice = await calls.addInvoice(peter, { remainingCents: 5_000 });
    const started = await calls.start(token, invoice.invoiceNumber);
    const id = new URL(started.json<{ checkoutUrl: string }>().checkoutUrl).pathname.split('/').at(-1)!;

    await decide(id, 'bank', { bank: 'INGBNL2A' });
    await decide(id, 'decision', { decision: 'pay' });

    // The customer sees the payment paid; the insurer books it on the invoice when it is back.
    expect(await calls.stateOf(token, invoice.invoiceNumber)).toBe('paid');
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([]);
    expect(await t.db.select().from(keptCommands)).toEqual([
      expect.objectContaining({
        operation: 'payments.recordOnline',
        owner: peter,
        idempotencyKey: id,
        input: expect.objectContaining({
          paymentId: id,
          invoiceNumber: invoice.invoiceNumber,
          amount: 5_000,
        }),
      }),
    ]);
  });
});

describe('the invoices and arrangements while the insurer is away', () => {
  it.each([
    ['the invoices', 'GET', '/api/Debitan/Invoices'],
    ['the payment arrangements', 'GET', '/api/Debitan/PaymentArrangements'],
    ['a payment arrangement request', 'POST', '/api/Debitan/PaymentArrangements'],
  ] as const)('answers 503 to %s, with the message', async (_what, method, url) => {
    const token = (await t.accessTokens(['peter.jansen']))['peter.jansen']!;
    const reply = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(method === 'POST'
        ? {
            payload: {
              invoiceNumbers: ['F1'],
              numberOfTerms: 2,
              startDate: '2026-12-21',
              directDebitAuthorization: true,
            },
          }
        : {}),
    });
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.json()).toMatchObject({
      message: 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.',
    });
  });
});
