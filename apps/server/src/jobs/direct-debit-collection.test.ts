import { collectionDateOf, invoiceStatus } from '@mijn/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandOf } from '../core/documents/brand.ts';
import { writeLetter } from '../core/documents/letter-content.ts';
import {
  agreements,
  customers,
  directDebitAttempts,
  documents,
  invoicePayments,
  invoices,
  notifications,
} from '../db/schema.ts';
import { dayAt, openPinnedWorld, type PinnedWorld } from '../test/pinned-world.ts';
import { collectDirectDebits } from './direct-debit-collection.ts';

const JAN_JANUARY = '202701000011';
const EVA_JANUARY = '202701000061';
const RUBEN_JANUARY = '202701000071';
const EVA = 10_000_006;
const RUBEN = 10_000_007;

let world: PinnedWorld;
let evaIban: string | null;
beforeAll(async () => {
  world = await openPinnedWorld('2027-01-20');
  const [eva] = await world.db.select().from(agreements).where(eq(agreements.agreementId, EVA));
  evaIban = eva?.premiumIban ?? null;
  // Without an account number there is nothing to collect from: Eva's comes back before the retry.
  await world.db.update(agreements).set({ premiumIban: null }).where(eq(agreements.agreementId, EVA));
  await world.db.update(agreements).set({ premiumIban: null }).where(eq(agreements.agreementId, RUBEN));
});
afterAll(() => world.close());

const collectOn = (day: string) => {
  world.clock.set(dayAt(day));
  return collectDirectDebits(world.ctx);
};

const invoice = async (invoiceNumber: string) =>
  (await world.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)))[0]!;

const attemptsOf = (invoiceNumber: string) =>
  world.db.select().from(directDebitAttempts).where(eq(directDebitAttempts.invoiceNumber, invoiceNumber));

const paymentsOf = (invoiceNumber: string) =>
  world.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceNumber, invoiceNumber));

describe('direct-debit collection', () => {
  it('collects nothing the day before the collection day, and on it books each direct debit once, though two runs race', async () => {
    expect(await collectOn('2027-01-27')).toEqual([]);
    expect((await invoice(JAN_JANUARY)).statusId).toBe(invoiceStatus.directDebit);

    world.clock.set(dayAt('2027-01-28'));
    const runs = await Promise.all([collectDirectDebits(world.ctx), collectDirectDebits(world.ctx)]);
    // Jan's, Fatima's quarter and Karin's are collected; Eva and Ruben have no account to collect from.
    expect(runs.flat().sort()).toEqual([
      'collected',
      'collected',
      'collected',
      'retryScheduled',
      'retryScheduled',
    ]);

    const jan = await invoice(JAN_JANUARY);
    expect(jan).toMatchObject({ statusId: invoiceStatus.paid, remainingCents: 0, paymentDate: '2027-01-28' });
    expect(await paymentsOf(JAN_JANUARY)).toEqual([
      expect.objectContaining({
        reference: `DD-${JAN_JANUARY}-1`,
        source: 'directDebit',
        amountCents: jan.amountCents,
        receivedOn: '2027-01-28',
      }),
    ]);
    expect(await collectOn('2027-01-28')).toEqual([]);
  });

  it('tries a failed one again 5 business days later, shown as its collection date', async () => {
    const ruben = await invoice(RUBEN_JANUARY);
    expect(ruben).toMatchObject({ statusId: invoiceStatus.directDebit, expirationDate: '2027-02-04' });
    expect(collectionDateOf(ruben)).toBe('2027-02-04');
    expect(await paymentsOf(RUBEN_JANUARY)).toEqual([]);
    expect(await collectOn('2027-02-03')).toEqual([]);
  });

  it('collects on the retry once the account is known again', async () => {
    await world.db.update(agreements).set({ premiumIban: evaIban }).where(eq(agreements.agreementId, EVA));
    world.clock.set(dayAt('2027-02-04'));
    expect((await collectDirectDebits(world.ctx)).sort()).toEqual(['collected', 'failed']);
    expect(await invoice(EVA_JANUARY)).toMatchObject({
      statusId: invoiceStatus.paid,
      paymentDate: '2027-02-04',
    });
    expect((await paymentsOf(EVA_JANUARY)).map((payment) => payment.reference)).toEqual([
      `DD-${EVA_JANUARY}-2`,
    ]);
  });

  it('makes a twice failed one payable by transfer or iDEAL in 14 days, with a letter and its notification', async () => {
    const ruben = await invoice(RUBEN_JANUARY);
    expect(ruben).toMatchObject({
      statusId: invoiceStatus.open,
      paymentType: 'iDeal',
      expirationDate: '2027-02-18',
      remainingCents: ruben.amountCents,
    });
    expect(collectionDateOf(ruben)).toBeNull();
    expect(
      (await attemptsOf(RUBEN_JANUARY)).map((attempt) => [
        attempt.attempt,
        attempt.attemptedOn,
        attempt.failure,
      ]),
    ).toEqual([
      [1, '2027-01-28', 'no-valid-mandate'],
      [2, '2027-02-04', 'no-valid-mandate'],
    ]);

    const [letter] = await world.db
      .select({ document: documents, firstName: customers.firstName, birthDate: customers.birthDate })
      .from(documents)
      .innerJoin(customers, eq(customers.customerNumber, documents.customerNumber))
      .where(and(eq(documents.docType, 'Incasso mislukt'), eq(customers.firstName, 'Ruben')));
    expect(letter?.document).toMatchObject({ publicationDate: '2027-02-04', documentCluster: 'financieel' });
    const context = {
      brand: await brandOf(world.db, { code: letter!.document.labelCode }),
      insured: { firstName: letter!.firstName, birthDate: letter!.birthDate },
      publicationDate: '2027-02-04',
    };
    const dutch = writeLetter(letter!.document.facts!, { ...context, language: 'nl' });
    expect(dutch.title).toBe('Incasso mislukt: premie januari 2027');
    expect(dutch.paragraphs.join(' ')).toContain('op 28 januari 2027 en 4 februari 2027');
    expect(dutch.paragraphs.join(' ')).toContain('uiterlijk 18 februari 2027');
    expect(dutch.payment).toMatchObject({ amountCents: ruben.amountCents, reference: RUBEN_JANUARY });
    const english = writeLetter(letter!.document.facts!, { ...context, language: 'en' });
    expect(english.title).toBe('Direct debit failed: premium January 2027');
    expect(english.paragraphs.join(' ')).toContain('Please pay the amount yourself by 18 February 2027');

    const told = await world.db
      .select()
      .from(notifications)
      .where(like(notifications.eventKey, 'letterArrived:%'));
    expect(told.map((event) => event.eventKey)).toContain(`letterArrived:${letter!.document.documentId}`);
    // Never tried again: the customer pays it now.
    await collectOn('2027-02-26');
    expect((await invoice(RUBEN_JANUARY)).statusId).toBe(invoiceStatus.open);
    expect(await attemptsOf(RUBEN_JANUARY)).toHaveLength(2);
  });
});
