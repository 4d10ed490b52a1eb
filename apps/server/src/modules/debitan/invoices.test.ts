import type { InvoicesReply } from '@mijn/contract';
import {
  addDays,
  formatCents,
  insurerToday,
  insurerYear,
  isArrangementInvoice,
  isPayableInvoice,
  isValidIban,
  premiumCollectionDate,
} from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { temporaryDemoPassword } from '../../db/seed/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'anna.devries', 'peter.jansen', 'eva.smit']));
  tokens['fatima.bakker'] = (await t.loginFully('fatima.bakker', temporaryDemoPassword)).accessToken;
});
afterAll(() => t.close());

const invoicesOf = async (username: string, language = 'nl-NL') => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Debitan/Invoices',
    headers: { ...bearer(tokens[username]!), 'accept-language': language },
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

  it('explains a part payment: what came in towards the invoice, when and how, from the ledger', async () => {
    const { invoices } = await invoicesOf('peter.jansen');
    const half = invoices.find((invoice) => invoice.remaining > 0 && invoice.remaining < invoice.amount)!;
    expect(half.payments).toEqual([
      {
        receivedOn: addDays(insurerToday(t.clock.now()), -5),
        amount: half.amount - half.remaining,
        source: 'bankTransfer',
      },
    ]);
    // A bill nothing came in for has none; a paid one shows what paid it.
    const open = invoices.filter((invoice) => isPayableInvoice(invoice) && invoice !== half);
    expect(open.every((invoice) => invoice.payments.length === 0)).toBe(true);
  });

  it("says what each invoice is for in the reader's language", async () => {
    const dutch = (await invoicesOf('eva.smit')).invoices.map((invoice) => invoice.description);
    const english = (await invoicesOf('eva.smit', 'en-US')).invoices.map((invoice) => invoice.description);
    expect(dutch).toContain('Eigen risico');
    expect(english).toContain('Compulsory excess');
    expect(dutch.some((description) => /^Premie [a-z]+ \d{4}$/.test(description))).toBe(true);
    expect(english.some((description) => /^Premium [A-Z][a-z]+ \d{4}$/.test(description))).toBe(true);
    expect(english.join(' ')).not.toMatch(/Premie|Eigen risico/);
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

describe('what an invoice tells about paying it', () => {
  it('names the label as beneficiary with a valid IBAN, BIC and bank, and the invoice number as reference', async () => {
    const { invoices } = await invoicesOf('peter.jansen');
    for (const invoice of invoices) {
      expect(invoice.paymentDetails).toMatchObject({
        beneficiary: expect.stringMatching(/Aemstel/),
        bic: 'INGBNL2A',
        bank: 'ING Bank N.V.',
        description: invoice.invoiceNumber,
      });
      expect(isValidIban(invoice.paymentDetails.iban)).toBe(true);
    }
    const jans = (await invoicesOf('jan.devries')).invoices[0]!;
    expect(jans.paymentDetails.iban).not.toBe(invoices[0]!.paymentDetails.iban);
  });

  it('gives a direct debit its collection day and an invoice by mail none, without costs before a summons', async () => {
    const { invoices } = await invoicesOf('jan.devries');
    for (const invoice of invoices) {
      const [year, month] = invoice.expirationDate.split('-').map(Number);
      expect(invoice.collectionDate).toBe(premiumCollectionDate(year!, month!));
    }
    const peters = (await invoicesOf('peter.jansen')).invoices;
    for (const invoice of peters.filter((i) => i.invoicePaymentType === 'Mail')) {
      expect(invoice.collectionDate).toBeNull();
    }
    expect(peters.every((invoice) => invoice.collectionCosts === 0)).toBe(true);
  });

  it('shows fatima.bakker her quarterly premium: one invoice over three months', async () => {
    const { invoices } = await invoicesOf('fatima.bakker');
    const quarter = invoices.find((invoice) => invoice.premiePeriod !== null)!;
    expect(quarter.premiePeriod!.startDate.slice(5)).toBe('01-01');
    expect(quarter.premiePeriod!.endDate.slice(5)).toBe('03-31');
  });
});

const attachment = (username: string, invoiceNumber: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Debitan/Invoices/${invoiceNumber}/Attachments`,
    headers: bearer(tokens[username]!),
  });

describe('GET /api/Debitan/Invoices/{invoiceNumber}/Attachments', () => {
  it('gives peter.jansen his reminder as a PDF that states its facts and how to pay', async () => {
    const reminder = (await invoicesOf('peter.jansen')).invoices.find((invoice) => invoice.status.id === 2)!;
    const reply = await attachment('peter.jansen', reminder.invoiceNumber);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/pdf/);
    expect(reply.headers['content-disposition']).toContain(`Factuur ${reminder.invoiceNumber}.pdf`);
    const pdf = reply.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    const euro = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');
    for (const fact of [
      `Factuur ${reminder.invoiceNumber}`,
      reminder.description,
      'Herinnering',
      euro(reminder.amount),
      // Sent by post: the surcharge is a line of its own, within the amount.
      `Toeslag factuur per post ${euro(150)}`,
      euro(reminder.amount - 150),
      reminder.paymentDetails.iban,
      reminder.paymentDetails.bic,
      `betalingskenmerk ${reminder.invoiceNumber}`,
      'P. Jansen',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('prints what was already paid of a part-paid invoice', async () => {
    const half = (await invoicesOf('peter.jansen')).invoices.find(
      (invoice) => invoice.remaining > 0 && invoice.remaining < invoice.amount,
    )!;
    const { text } = await pdfText((await attachment('peter.jansen', half.invoiceNumber)).rawPayload);
    const euro = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Al betaald ${euro(half.amount - half.remaining)}`);
    expect(text).toContain(`Nog te betalen ${euro(half.remaining)}`);
  });

  it("prints fatima.bakker's paper post as a line of its own: 1.25 euro for each month of her quarter", async () => {
    const premium = (await invoicesOf('fatima.bakker')).invoices.find((invoice) =>
      invoice.description.startsWith('Premie'),
    )!;
    const { text } = await pdfText((await attachment('fatima.bakker', premium.invoiceNumber)).rawPayload);
    const euro = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');
    expect(text).toContain(`Papieren post ${euro(375)}`);
    expect(text).toContain(`Factuurbedrag ${euro(premium.amount)}`);
    expect(text).toContain(euro(premium.amount - 375));
  });

  it('says on a paid invoice that nothing needs doing', async () => {
    const paid = (await invoicesOf('jan.devries')).invoices.find((invoice) => invoice.status.id === 9)!;
    const { text } = await pdfText((await attachment('jan.devries', paid.invoiceNumber)).rawPayload);
    expect(text).toContain('Deze factuur is betaald');
    expect(text).toContain(paid.invoiceNumber);
  });

  it("refuses another household's invoice, an unknown one and one past the retention window (404)", async () => {
    const peters = (await invoicesOf('peter.jansen')).invoices;
    for (const invoiceNumber of peters.map((invoice) => invoice.invoiceNumber)) {
      const reply = await attachment('jan.devries', invoiceNumber);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('%PDF');
    }
    expect((await attachment('jan.devries', '999999999999')).statusCode).toBe(404);
    const shown = new Set((await invoicesOf('jan.devries')).invoices.map((invoice) => invoice.invoiceNumber));
    const old = `${insurerYear(t.clock.now()) - 3}06`;
    const tooOld = [...shown].find((number) => number.startsWith(old));
    expect(tooOld).toBeUndefined();
    const stored = await t.db.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices);
    const hidden = stored.find((row) => row.invoiceNumber.startsWith(old))!;
    expect((await attachment('jan.devries', hidden.invoiceNumber)).statusCode).toBe(404);
  });

  it('is refused to the partner, who lacks the invoice right, and without a login', async () => {
    const janInvoice = (await invoicesOf('jan.devries')).invoices[0]!;
    expect((await attachment('anna.devries', janInvoice.invoiceNumber)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/Debitan/Invoices/${janInvoice.invoiceNumber}/Attachments`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
