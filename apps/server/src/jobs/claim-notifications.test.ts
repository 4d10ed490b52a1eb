import { addDays, insurerToday, nextBusinessDay } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import { recordNotification } from '../core/notifications/record-notification.ts';
import { accounts, declarations, outboxMessages, pushSubscriptions } from '../db/schema.ts';
import { inlandClaimFields, submitClaim } from '../test/claims.ts';
import { emailAddressOf } from '../test/email-address.ts';
import { pngLike } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { handleDueClaims } from './handle-claims.ts';

let t: TestApp;
let tokens: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'sanne.devries']);
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

const emailOf = (username: string) => emailAddressOf(t.db, username);

const mailsTo = async (address: string, subject: string) =>
  (
    await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'email'), eq(outboxMessages.to, address)))
  ).filter((message) => message.subject?.includes(subject));

const optIn = (username: string, emailClaimPaid: boolean, emailLetterArrived = false) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: bearer(tokens[username] ?? ''),
    payload: { emailClaimPaid, emailLetterArrived, emailPaymentLate: false },
  });

async function claim(username: string, firstName: string, amount: string): Promise<string> {
  const customerNumber = await t.customerNumberOf(firstName, 'Vries');
  return submitClaim(
    t.app,
    tokens[username] ?? '',
    inlandClaimFields({ customerNumber, treatmentDate: addDays(today, -3), careType: 'hospital', amount }),
    [pngLike(`nota-${amount}.png`, 3000 + Number.parseInt(amount, 10))],
  );
}

/** Two handlers at once, as two servers polling the same database. */
async function handleConcurrently() {
  t.clock.advance(t.config.claimHandlingDelaySeconds * 1000 + 1000);
  const now = t.clock.now();
  await Promise.all([handleDueClaims(t.app.ctx, now), handleDueClaims(t.app.ctx, now)]);
}

describe('a paid claim is told once, to its own person, when opted in', () => {
  it("records the payment run on the claim and e-mails Jan once about his son Tim's claim, in Dutch", async () => {
    await optIn('jan.devries', true);
    const id = await claim('jan.devries', 'Tim', '87,00');
    await handleConcurrently();
    const [handled] = await t.db.select().from(declarations).where(eq(declarations.declarationId, id));
    expect(handled?.paidOutOn).toBe(nextBusinessDay(today));
    const mails = await mailsTo(await emailOf('jan.devries'), id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Uw declaratie ${id} wordt uitbetaald`);
    expect(mails[0]?.text).toMatch(/€\s87,00/);
    // Another run later finds nothing left to send.
    await handleConcurrently();
    expect(await mailsTo(await emailOf('jan.devries'), id)).toHaveLength(1);
  });

  it('writes to Jan in English once his last screen was English', async () => {
    await optIn('jan.devries', true);
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.username, 'jan.devries'));
    try {
      const id = await claim('jan.devries', 'Tim', '73,00');
      await handleConcurrently();
      const mails = await mailsTo(await emailOf('jan.devries'), id);
      expect(mails.map((mail) => mail.subject)).toEqual([`Your claim ${id} is being paid`]);
    } finally {
      await t.db.update(accounts).set({ language: 'nl' }).where(eq(accounts.username, 'jan.devries'));
    }
  });

  it("never e-mails Sanne's (17) own claim to her father, even though he opted in", async () => {
    await optIn('jan.devries', true);
    await optIn('sanne.devries', true);
    const id = await claim('sanne.devries', 'Sanne', '64,00');
    await handleConcurrently();
    expect(await mailsTo(await emailOf('jan.devries'), id)).toHaveLength(0);
    expect(await mailsTo(await emailOf('sanne.devries'), id)).toHaveLength(1);
  });

  it('sends no e-mail to a person who did not opt in, and still pushes to her registered device', async () => {
    await optIn('sanne.devries', false);
    await t.app.inject({
      method: 'POST',
      url: '/api/Account/PushSubscription',
      headers: bearer(tokens['sanne.devries'] ?? ''),
      payload: {
        endpoint: 'https://push.example.invalid/sanne-phone',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    });
    const id = await claim('sanne.devries', 'Sanne', '41,00');
    await handleConcurrently();
    expect(await mailsTo(await emailOf('sanne.devries'), id)).toHaveLength(0);
    const pushes = (
      await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'https://push.example.invalid/sanne-phone'))
    ).filter((message) => message.subject?.includes(id));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ channel: 'push', subject: `Uw declaratie ${id} wordt uitbetaald` });
    await t.db.delete(pushSubscriptions);
  });

  it('an event recorded twice and delivered by two senders at once is e-mailed once', async () => {
    await optIn('jan.devries', true);
    const event = {
      kind: 'claimPaid' as const,
      subject: 'D-twice',
      customerNumber: await t.customerNumberOf('Jan', 'Vries'),
      today,
      facts: { declarationId: 'D-twice', amountCents: 1234, paidOutOn: today, paidTo: 'provider' },
    };
    await recordNotification(t.db, event);
    await recordNotification(t.db, event);
    await Promise.all([deliverNotifications(t.app.ctx), deliverNotifications(t.app.ctx)]);
    const mails = await mailsTo(await emailOf('jan.devries'), 'D-twice');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('aan de zorgverlener');
  });

  it("e-mails that the claim's letter is waiting once, without naming the claim", async () => {
    await optIn('jan.devries', false, true);
    const jan = await emailOf('jan.devries');
    const before = (await mailsTo(jan, 'Nieuwe brief')).length;
    const id = await claim('jan.devries', 'Tim', '52,00');
    await handleConcurrently();
    const letters = await mailsTo(jan, 'Nieuwe brief');
    expect(letters).toHaveLength(before + 1);
    expect(letters.filter((mail) => new RegExp(`${id}|declaratie|Tim`).test(mail.text))).toEqual([]);
    expect(await mailsTo(jan, id)).toHaveLength(0);
  });
});
