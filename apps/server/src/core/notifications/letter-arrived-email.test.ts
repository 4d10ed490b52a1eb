import { insurerToday } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, customers, outboxMessages } from '../../db/schema.ts';
import { emailAddressOf } from '../../test/email-address.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordLetterArrived, storeCorrespondenceLetter } from '../documents/policyholder-letter.ts';
import { deliverNotifications } from './deliver-notifications.ts';

let t: TestApp;
let tokens: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries']);
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(outboxMessages));

/** A letter in someone's message box, as every job of the core writes one, and the mail run after it. */
async function letterFor(firstName: string, lastName: string): Promise<void> {
  const customerNumber = await t.customerNumberOf(firstName, lastName);
  await t.db.transaction(async (tx) => {
    const letter = await storeCorrespondenceLetter(tx, customerNumber, {
      docType: 'Brief',
      docTypeId: 10,
      facts: { kind: 'notice', topic: 'addressChange' },
      publicationDate: today,
    });
    await recordLetterArrived(tx, letter, today);
  });
  await deliverNotifications(t.app.ctx);
}

const mails = () => t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));

const addressOf = (username: string) => emailAddressOf(t.db, username);

const setSwitches = (username: string, emailLetterArrived: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: bearer(tokens[username] ?? ''),
    payload: { emailClaimPaid: false, emailLetterArrived, emailPaymentLate: false },
  });

describe('the e-mail that a new letter is waiting', () => {
  it('goes by default to a customer on digital post: only that a letter waits, under the label, in Dutch', async () => {
    await letterFor('Jan', 'Vries');
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: await addressOf('jan.devries'),
      subject: 'Nieuwe brief in Mijn Zorgzaam',
    });
    expect(sent[0]?.text).toBe(
      'Er staat een nieuwe brief voor u klaar in Mijn Zorgzaam.\n\n' +
        'Log in op Mijn Zorgzaam om de brief te lezen.\n\n' +
        'Met vriendelijke groet,\nZorgzaam Zorgverzekeringen\n\n' +
        'Deze e-mail is automatisch verstuurd. Welke e-mails wij u sturen, kiest u in Mijn Zorgzaam bij Instellingen.',
    );
  });

  it('goes to the parent for a letter of a child under 16, in the language of their account', async () => {
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.username, 'jan.devries'));
    await letterFor('Tim', 'Vries');
    await t.db.update(accounts).set({ language: 'nl' }).where(eq(accounts.username, 'jan.devries'));
    const sent = await mails();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [await addressOf('jan.devries'), 'A new letter in Mijn Zorgzaam'],
    ]);
    expect(sent[0]?.text).toContain('A new letter is waiting for you in Mijn Zorgzaam.');
  });

  it('is not sent when the person turned it off', async () => {
    expect((await setSwitches('anna.devries', false)).statusCode).toBe(200);
    await letterFor('Anna', 'Vries');
    expect(await mails()).toEqual([]);
    await setSwitches('anna.devries', true);
    await letterFor('Anna', 'Vries');
    expect(await mails()).toHaveLength(1);
  });

  it('is not sent on paper post: the letter comes by post', async () => {
    await t.db.update(accounts).set({ digitalPost: false }).where(eq(accounts.username, 'anna.devries'));
    await letterFor('Anna', 'Vries');
    await t.db.update(accounts).set({ digitalPost: true }).where(eq(accounts.username, 'anna.devries'));
    expect(await mails()).toEqual([]);
  });

  it('is not sent without an e-mail address, and nothing fails', async () => {
    // fatima.bakker has neither an e-mail address nor digital post.
    await letterFor('Fatima', 'Bakker');
    expect(await mails()).toEqual([]);
    const [fatima] = await t.db
      .select({ email: customers.email })
      .from(customers)
      .where(and(eq(customers.firstName, 'Fatima'), eq(customers.lastName, 'Bakker')));
    expect(fatima?.email).toBeNull();
  });
});
