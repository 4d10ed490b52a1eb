import { insurerToday, invoiceStatus } from '@mijn/domain';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, agreements, customers, invoices, outboxMessages } from '../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { noticeLatePayments } from './late-payments.ts';

let t: TestApp;
let peterEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const token = (await t.loginFully('peter.jansen')).accessToken;
  await t.app.inject({
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: bearer(token),
    payload: { emailClaimPaid: false, emailLetterArrived: false, emailPaymentLate: true },
  });
  const [peter] = await t.db
    .select({ email: customers.email })
    .from(accounts)
    .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
    .where(eq(accounts.username, 'peter.jansen'));
  if (!peter?.email) throw new Error('peter.jansen has no e-mail');
  peterEmail = peter.email;
});
afterAll(() => t.close());

const reminders = async () =>
  (await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'))).filter((message) =>
    message.subject?.startsWith('Betaalherinnering'),
  );

describe('noticeLatePayments', () => {
  it('e-mails the opted-in policyholder once per invoice past its due date, however often it runs', async () => {
    const today = insurerToday(t.clock.now());
    const late = await t.db
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .innerJoin(agreements, eq(agreements.agreementId, invoices.agreementId))
      .innerJoin(accounts, eq(accounts.customerNumber, agreements.policyholderNumber))
      .where(
        and(
          eq(accounts.username, 'peter.jansen'),
          lt(invoices.expirationDate, today),
          gt(invoices.remainingCents, 0),
          inArray(invoices.statusId, [invoiceStatus.open, invoiceStatus.reminder]),
        ),
      );
    expect(late.length).toBeGreaterThan(0);

    await Promise.all([noticeLatePayments(t.app.ctx), noticeLatePayments(t.app.ctx)]);
    await noticeLatePayments(t.app.ctx);

    const sent = await reminders();
    expect(sent.every((message) => message.to === peterEmail)).toBe(true);
    expect(sent.map((message) => message.subject).sort()).toEqual(
      late.map((invoice) => `Betaalherinnering: factuur ${invoice.invoiceNumber}`).sort(),
    );
  });
});
