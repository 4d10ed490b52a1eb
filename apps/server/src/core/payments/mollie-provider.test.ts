import { invoiceStatus } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MOLLIE_ENDPOINT, startFakeMollie } from '../../test/fake-mollie.ts';
import { onlinePaymentCalls } from '../../test/online-payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMollieProvider, euroValue } from './mollie-provider.ts';

const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
let mollie: ReturnType<typeof startFakeMollie>;
beforeAll(() => {
  mollie = startFakeMollie(apiKey);
});
afterAll(() => mollie.close());

const provider = () => createMollieProvider({ apiKey, apiEndpoint: FAKE_MOLLIE_ENDPOINT });
const request = {
  amountCents: 12_345,
  description: 'Aemstel Verzekeringen, rekening 2026110000011',
  invoiceNumber: '2026110000011',
  redirectUrl: 'https://mijn.example.nl/rekeningen-en-betalingen?betaling=2026110000011',
  webhookUrl: 'https://mijn.example.nl/api/Debitan/OnlinePayments/Webhook',
  language: 'en' as const,
};

describe('the Mollie adapter', () => {
  it('writes amounts as Mollie does: euros with two decimals', () => {
    expect([euroValue(12_345), euroValue(5), euroValue(100), euroValue(0)]).toEqual([
      '123.45',
      '0.05',
      '1.00',
      '0.00',
    ]);
  });

  it('creates an iDEAL payment carrying the invoice, and gives its checkout and expiry', async () => {
    const created = await (await provider()).create(request);
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(`https://www.mollie.test/checkout/select-issuer/ideal/${created.id}`);
    expect(created.expiresAt).toBeInstanceOf(Date);
    expect(mollie.created.at(-1)).toEqual({
      amount: { currency: 'EUR', value: '123.45' },
      description: request.description,
      redirectUrl: request.redirectUrl,
      webhookUrl: request.webhookUrl,
      method: 'ideal',
      locale: 'en_US',
      metadata: { invoiceNumber: '2026110000011' },
    });
  });

  it("reads a payment's state, amount and invoice; pending and authorized are still open", async () => {
    const { id } = await (await provider()).create(request);
    const seen = async () => (await provider()).find(id);
    expect(await seen()).toEqual({ id, state: 'open', amountCents: 12_345, invoiceNumber: '2026110000011' });
    for (const [status, state] of [
      ['pending', 'open'],
      ['authorized', 'open'],
      ['failed', 'failed'],
      ['canceled', 'canceled'],
      ['expired', 'expired'],
      ['paid', 'paid'],
    ] as const) {
      mollie.change(id, { status });
      expect((await seen())?.state, status).toBe(state);
    }
    mollie.change(id, { amount: { currency: 'USD', value: '123.45' }, metadata: null });
    expect(await seen()).toMatchObject({ amountCents: null, invoiceNumber: null });
  });

  it('knows no payment Mollie does not know, and fails loudly when Mollie refuses it', async () => {
    expect(await (await provider()).find('tr_unknown123')).toBeNull();
    const wrongKey = await createMollieProvider({
      apiKey: 'test_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      apiEndpoint: FAKE_MOLLIE_ENDPOINT,
    });
    await expect(wrongKey.find('tr_unknown123')).rejects.toThrow();
    await expect(wrongKey.create(request)).rejects.toThrow();
  });
});

describe('the portal paying through Mollie, chosen by configuration', () => {
  let t: TestApp;
  let calls: ReturnType<typeof onlinePaymentCalls>;
  let token: string;
  let peter: string;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        publicBaseUrl: new URL('https://mijn.example.nl'),
        onlinePayment: { kind: 'mollie', apiKey, apiEndpoint: FAKE_MOLLIE_ENDPOINT },
      },
    });
    calls = onlinePaymentCalls(t);
    token = (await t.loginFully('peter.jansen')).accessToken;
    peter = await t.customerNumberOf('Peter', 'Jansen');
  });
  afterAll(() => t.close());

  it("sends the payer to Mollie's checkout and back to the public address; serves no simulation", async () => {
    const invoice = await calls.addInvoice(peter, { remainingCents: 4_250 });
    const reply = await calls.start(token, invoice.invoiceNumber);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().checkoutUrl).toMatch(/^https:\/\/www\.mollie\.test\/checkout\//);
    expect(mollie.created.at(-1)).toMatchObject({
      amount: { currency: 'EUR', value: '42.50' },
      locale: 'nl_NL',
      redirectUrl: `https://mijn.example.nl/rekeningen-en-betalingen?betaling=${invoice.invoiceNumber}`,
      webhookUrl: 'https://mijn.example.nl/api/Debitan/OnlinePayments/Webhook',
    });
    const [record] = await calls.records(invoice.invoiceNumber);
    const simulation = await t.app.inject({
      method: 'GET',
      url: `/api/dev/ideal/${record?.providerPaymentId}`,
    });
    expect(simulation.statusCode).toBe(404);
  });

  it('books the payment when Mollie says paid, and not before', async () => {
    const invoice = await calls.addInvoice(peter);
    await calls.start(token, invoice.invoiceNumber);
    const [record] = await calls.records(invoice.invoiceNumber);
    const id = record!.providerPaymentId;
    expect((await calls.webhook(id)).statusCode).toBe(200);
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([]);
    mollie.change(id, { status: 'paid' });
    expect((await calls.webhook(id)).statusCode).toBe(200);
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([expect.objectContaining({ reference: id })]);
    expect((await calls.invoice(invoice.invoiceNumber)).statusId).toBe(invoiceStatus.paid);
  });

  it('asks Mollie about an open attempt before starting another: a lost confirmation is not paid twice', async () => {
    const invoice = await calls.addInvoice(peter);
    await calls.start(token, invoice.invoiceNumber);
    const [record] = await calls.records(invoice.invoiceNumber);
    // Paid at Mollie, but the confirmation never reached the portal.
    mollie.change(record!.providerPaymentId, { status: 'paid' });
    expect((await calls.start(token, invoice.invoiceNumber)).statusCode).toBe(409);
    expect(await calls.booked(invoice.invoiceNumber)).toHaveLength(1);
  });

  it('has the confirmation sent again when Mollie cannot be asked', async () => {
    const invoice = await calls.addInvoice(peter);
    await calls.start(token, invoice.invoiceNumber);
    const [record] = await calls.records(invoice.invoiceNumber);
    mollie.change(record!.providerPaymentId, { status: 'paid' });
    mollie.refuseNext();
    expect((await calls.webhook(record!.providerPaymentId)).statusCode).toBe(503);
    expect(await calls.booked(invoice.invoiceNumber)).toEqual([]);
    expect((await calls.webhook(record!.providerPaymentId)).statusCode).toBe(200);
    expect(await calls.booked(invoice.invoiceNumber)).toHaveLength(1);
  });
});
