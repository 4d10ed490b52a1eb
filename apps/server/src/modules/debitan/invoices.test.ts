import type { InvoicesReply } from '@mijn/contract';
import { insurerYear, isArrangementInvoice, isPayableInvoice } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'anna.devries', 'peter.jansen', 'eva.smit']));
});
afterAll(() => t.close());

const invoicesOf = async (username: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Debitan/Invoices',
    headers: bearer(tokens[username]!),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<InvoicesReply>();
};

describe('GET /api/Debitan/Invoices', () => {
  it('gives peter.jansen open invoices and a reminder (status 2), besides paid ones', async () => {
    const { invoices, isPaymentArrangementsDisabled } = await invoicesOf('peter.jansen');
    expect(invoices.filter(isPayableInvoice).length).toBeGreaterThanOrEqual(3);
    expect(
      invoices.some((invoice) => invoice.status.id === 2 && invoice.status.status === 'Herinnering'),
    ).toBe(true);
    expect(invoices.some((invoice) => invoice.status.id === 9 && invoice.remaining === 0)).toBe(true);
    expect(isPaymentArrangementsDisabled).toBe(false);
  });

  it('gives jan.devries nothing to pay (good news): paid and direct-debit invoices only', async () => {
    const { invoices } = await invoicesOf('jan.devries');
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.some(isPayableInvoice)).toBe(false);
    expect(invoices.some(isArrangementInvoice)).toBe(false);
    expect(new Set(invoices.map((invoice) => invoice.status.id))).toEqual(new Set([9, 10]));
  });

  it('keeps invoices of this year and the two before, by invoice date ascending', async () => {
    const { invoices } = await invoicesOf('jan.devries');
    const firstYear = insurerYear(t.clock.now()) - 2;
    const dates = invoices.map((invoice) => invoice.invoiceDate);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) expect(Number(date.slice(0, 4))).toBeGreaterThanOrEqual(firstYear);
  });

  it('shows eva.smit her invoice in a payment arrangement', async () => {
    const { invoices } = await invoicesOf('eva.smit');
    expect(invoices.filter(isArrangementInvoice)).toHaveLength(1);
    expect(invoices.some(isPayableInvoice)).toBe(false);
  });

  it('is for the policyholder only: the partner lacks the invoice right', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Debitan/Invoices',
      headers: bearer(tokens['anna.devries']!),
    });
    expect(reply.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Debitan/Invoices' })).statusCode).toBe(401);
  });
});
