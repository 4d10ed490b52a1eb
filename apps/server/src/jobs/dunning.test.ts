import { collectionCostsOf, formatCents, invoiceStatus } from '@mijn/domain';
import type { DunningFacts } from '@mijn/insurer';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandOf } from '../core/documents/brand.ts';
import { writeLetter } from '../core/documents/letter-content.ts';
import { customers, documents, invoiceDunningSteps, invoices, notifications } from '../db/schema.ts';
import { dayAt, openPinnedWorld, type PinnedWorld } from '../test/pinned-world.ts';
import { advanceDunning } from './dunning.ts';

// Seeded on 1 March 2027, peter.jansen's December premium got its reminder on 26 February (his
// January premium he paid) and his February premium (half paid) fell due on 26 February.
const REMINDED = '202612000021';
const OPEN = '202702000021';
const RUBEN = 10_000_007;

let world: PinnedWorld;
beforeAll(async () => {
  world = await openPinnedWorld('2027-03-01');
});
afterAll(() => world.close());

const runOn = (day: string) => {
  world.clock.set(dayAt(day));
  return advanceDunning(world.ctx);
};

const statusOf = async (invoiceNumber: string) =>
  (await world.db.select().from(invoices).where(eq(invoices.invoiceNumber, invoiceNumber)))[0]!.statusId;

/** The newest letter of a type in Peter's message box, written out in a language. */
async function peterLetter(docType: string, language: 'nl' | 'en') {
  const [row] = await world.db
    .select({ document: documents, customer: customers })
    .from(documents)
    .innerJoin(customers, eq(customers.customerNumber, documents.customerNumber))
    .where(and(eq(customers.firstName, 'Peter'), eq(documents.docType, docType)))
    .orderBy(desc(documents.createdAt))
    .limit(1);
  if (!row?.document.facts) throw new Error(`Peter has no ${docType} with facts`);
  const letter = writeLetter(row.document.facts, {
    language,
    brand: await brandOf(world.db, { code: row.document.labelCode }),
    insured: row.customer,
    publicationDate: row.document.publicationDate,
  });
  return {
    facts: row.document.facts as DunningFacts,
    publicationDate: row.document.publicationDate,
    title: letter.title,
    text: [...letter.paragraphs, ...(letter.table?.rows.flat() ?? [])].join(' '),
    payment: letter.payment,
  };
}

const euro = (cents: number) => formatCents(cents);

describe('the arrears path by days overdue', () => {
  it('leaves a reminder 14 days to be paid and sends the notice on the 15th day, once, though two runs race', async () => {
    expect(await runOn('2027-03-12')).toBe(0);
    expect(await statusOf(REMINDED)).toBe(invoiceStatus.reminder);

    world.clock.set(dayAt('2027-03-13'));
    const taken = await Promise.all([advanceDunning(world.ctx), advanceDunning(world.ctx)]);
    expect(taken[0]! + taken[1]!).toBe(1);
    expect(await statusOf(REMINDED)).toBe(invoiceStatus.notice);
    const steps = await world.db
      .select({ statusId: invoiceDunningSteps.statusId, takenOn: invoiceDunningSteps.takenOn })
      .from(invoiceDunningSteps)
      .where(eq(invoiceDunningSteps.invoiceNumber, REMINDED));
    expect(steps).toEqual(
      expect.arrayContaining([
        { statusId: invoiceStatus.reminder, takenOn: '2027-02-26' },
        { statusId: invoiceStatus.notice, takenOn: '2027-03-13' },
      ]),
    );
    const letters = await world.db.select().from(documents).where(eq(documents.docType, 'Aanmaning'));
    expect(letters).toHaveLength(1);
    const told = await world.db
      .select()
      .from(notifications)
      .where(eq(notifications.eventKey, `letterArrived:${letters[0]!.documentId}`));
    expect(told).toHaveLength(1);
  });

  it('writes the notice with its facts in Dutch and English: what, how much, until when, and help', async () => {
    const dutch = await peterLetter('Aanmaning', 'nl');
    expect(dutch.facts).toMatchObject({
      kind: 'dunning',
      step: 'notice',
      invoiceNumber: REMINDED,
      dueDate: '2026-12-28',
      payBy: '2027-03-27',
      collectionCostsCents: 0,
    });
    expect(dutch.title).toBe('Aanmaning: premie december 2026');
    expect(dutch.text).toContain(
      `Ondanks onze herinnering hebben wij ${euro(dutch.facts.openCents)} voor de premie voor december 2026`,
    );
    expect(dutch.text).toContain('uiterlijk 27 maart 2027');
    expect(dutch.text).toContain('vroegsignalering');
    expect(dutch.payment).toMatchObject({ amountCents: dutch.facts.openCents, reference: REMINDED });
    const english = await peterLetter('Aanmaning', 'en');
    expect(english.title).toBe('Payment demand: premium December 2026');
    expect(english.text).toContain('Please pay this amount by 27 March 2027');
    expect(english.text).toContain('early warning');
    expect(english.text).not.toMatch(/premie|betaal|uiterlijk/i);
  });

  it('reminds an open invoice 21 days after its due date, not a day earlier', async () => {
    expect(await runOn('2027-03-18')).toBe(0);
    expect(await statusOf(OPEN)).toBe(invoiceStatus.open);
    expect(await runOn('2027-03-19')).toBe(1);
    expect(await statusOf(OPEN)).toBe(invoiceStatus.reminder);
    const reminder = await peterLetter('Herinnering', 'nl');
    expect(reminder.facts).toMatchObject({ step: 'reminder', invoiceNumber: OPEN, payBy: '2027-04-02' });
    expect(reminder.title).toBe('Herinnering: premie februari 2027');
    expect(reminder.text).toContain('Op 26 februari 2027 had u de premie voor februari 2027 moeten betalen');
    expect((await peterLetter('Herinnering', 'en')).title).toBe('Reminder: premium February 2027');
  });

  it('summons 15 days after the notice with the statutory 14 days, warning of the costs it does not charge yet', async () => {
    expect(await runOn('2027-03-27')).toBe(0);
    expect(await runOn('2027-03-28')).toBe(1);
    const [invoice] = await world.db.select().from(invoices).where(eq(invoices.invoiceNumber, REMINDED));
    expect(invoice!.statusId).toBe(invoiceStatus.summons);
    expect(collectionCostsOf(invoice!)).toBe(0);
    const summons = await peterLetter('Sommatie', 'nl');
    expect(summons.facts).toMatchObject({
      step: 'summons',
      payBy: '2027-04-12',
      collectionCostsCents: 4_000,
    });
    expect(summons.text).toContain('binnen 14 dagen na ontvangst van deze brief, uiterlijk 12 april 2027');
    expect(summons.text).toContain(`${euro(4_000)} wettelijke incassokosten`);
    expect(summons.text).toContain('CAK');
    const english = await peterLetter('Sommatie', 'en');
    expect(english.title).toBe('Final demand: premium December 2026');
    expect(english.text).toContain(`${euro(4_000)} of statutory collection costs`);
  });

  it('hands the debt to the collection agency 16 days after the summons, and charges the costs from then on', async () => {
    await runOn('2027-04-12');
    expect(await statusOf(REMINDED)).toBe(invoiceStatus.summons);
    await runOn('2027-04-13');
    const [invoice] = await world.db.select().from(invoices).where(eq(invoices.invoiceNumber, REMINDED));
    expect(invoice!.statusId).toBe(invoiceStatus.collectionAgency);
    expect(collectionCostsOf(invoice!)).toBe(4_000);
    const agency = await peterLetter('Incassobureau', 'nl');
    const owed = invoice!.remainingCents + 4_000;
    expect(agency.facts).toMatchObject({ step: 'collectionAgency', payBy: null });
    expect(agency.text).toContain(`u bent nu ${euro(owed)} verschuldigd`);
    expect(agency.payment?.amountCents).toBe(owed);
    expect((await peterLetter('Incassobureau', 'en')).title).toBe(
      'Handed to a collection agency: premium December 2026',
    );
    // The end of the path.
    expect(await runOn('2027-12-31')).toBeGreaterThan(0);
    expect(await statusOf(REMINDED)).toBe(invoiceStatus.collectionAgency);
  });

  it('never touches an invoice in an arrangement, one with nothing left to pay, or any debt of a household in debt relief', async () => {
    const eva = await world.db.select().from(invoices).where(like(invoices.invoiceNumber, '%000062'));
    expect(eva.map((invoice) => invoice.statusId)).toEqual([invoiceStatus.paymentArrangement]);

    const other = (invoiceNumber: string, statusId: number, remainingCents: number) => ({
      invoiceNumber,
      agreementId: RUBEN,
      kind: 'other' as const,
      description: 'Correctie',
      invoiceDate: '2026-12-01',
      expirationDate: '2026-12-15',
      amountCents: 5_000,
      remainingCents,
      statusId,
      paymentType: 'iDeal' as const,
    });
    await world.db
      .insert(invoices)
      .values([
        other('990000000071', invoiceStatus.open, 5_000),
        other('990000000072', invoiceStatus.debtRelief, 5_000),
        other('990000000073', invoiceStatus.open, 0),
      ]);
    await runOn('2028-01-31');
    expect(await statusOf('990000000071')).toBe(invoiceStatus.open);
    expect(await statusOf('990000000072')).toBe(invoiceStatus.debtRelief);
    expect(await statusOf('990000000073')).toBe(invoiceStatus.open);
    expect(await statusOf(eva[0]!.invoiceNumber)).toBe(invoiceStatus.paymentArrangement);
  });
});
