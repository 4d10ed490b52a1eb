import { addDays, addMonths, invoiceStatus, premiumInvoiceDay, yearOf } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { excessInvoiceNumber, premiumInvoice } from '../../core/invoices/premium-invoice.ts';
import { premiumOfPeriod } from '../../core/invoices/premium-of-period.ts';
import type { Db } from '../client.ts';
import {
  agreements,
  customers,
  documents,
  invoiceDunningSteps,
  invoicePayments,
  invoices,
  policies,
} from '../schema.ts';
import { seedArrangementWorld } from './arrangement-world.ts';
import { seedDeclarationsWorld } from './declarations-world.ts';
import {
  claimsStatementFacts,
  policyScheduleFacts,
  premiumNoteFacts,
  premiumReminderFacts,
} from './letter-facts.ts';
import { letterRows, type SeedLetter } from './letter-rows.ts';
import { premiumHistory, settledByToday } from './premium-history.ts';

type DocumentRow = typeof documents.$inferInsert;
type InvoiceRow = typeof invoices.$inferInsert;

interface Person {
  customerNumber: string;
  labelCode: string;
  policyNumber: string;
  agreementId: number;
  contractCode: string;
}

async function people(db: Db): Promise<Map<string, Person>> {
  const rows = await db
    .select({
      firstName: customers.firstName,
      customerNumber: customers.customerNumber,
      labelCode: agreements.labelCode,
      policyNumber: policies.policyNumber,
      agreementId: agreements.agreementId,
      contractCode: agreements.contractCode,
    })
    .from(customers)
    .innerJoin(policies, eq(policies.customerNumber, customers.customerNumber))
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId));
  return new Map(rows.map(({ firstName, ...person }) => [firstName, person]));
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Message-box documents, each with the facts it is about: jan.devries has one unread letter of the
 * last 6 months and one older unread one, read letters, and an unread letter for his son Tim (under
 * 16, so his to see); peter.jansen a reminder of his overdue premiums and the latest premium note.
 */
export async function documentsFor(
  db: Db,
  who: Map<string, Person>,
  today: string,
  invoiceRows: readonly InvoiceRow[],
): Promise<DocumentRow[]> {
  const get = (name: string) => required(who, name);
  const year = yearOf(today);
  const statement = (name: string, publicationDate: string) =>
    claimsStatementFacts(
      db,
      { customerNumber: get(name).customerNumber, firstName: name },
      addMonths(publicationDate, -3),
      addDays(publicationDate, -1),
    );
  const claims = { docType: 'Declaratieoverzicht', docTypeId: 20, documentCluster: 'declaraties' };
  const correspondence = { docType: 'Brief', docTypeId: 10, documentCluster: 'correspondentie' };
  const finance = (docType: string, docTypeId: number) => ({
    docType,
    docTypeId,
    documentCluster: 'financieel',
  });
  const policy = (docType: string, docTypeId: number) => ({ docType, docTypeId, documentCluster: 'polis' });

  const peter = get('Peter');
  const peterInvoices = invoiceRows.filter((invoice) => invoice.agreementId === peter.agreementId);
  const peterNote = peterInvoices.find((invoice) => invoice.premiumPeriodStart === monthStart(today));
  if (!peterNote) throw new Error('Home seed: the invoices the letters are about are missing');
  const reminderDay = reminderDayOf(today);

  const letters: [string, SeedLetter][] = [
    [
      'Jan',
      {
        ...claims,
        publicationDate: addDays(today, -12),
        facts: await statement('Jan', addDays(today, -12)),
        hasBeenRead: false,
      },
    ],
    [
      'Jan',
      {
        ...correspondence,
        publicationDate: addMonths(today, -8),
        facts: { kind: 'notice', topic: 'addressChange' },
        hasBeenRead: false,
      },
    ],
    [
      'Jan',
      {
        ...policy('Polisblad', 1),
        publicationDate: addDays(today, -40),
        facts: await policyScheduleFacts(
          db,
          get('Jan').policyNumber,
          year,
          await premiumOfPeriod(db, get('Jan').agreementId, monthStart(today), 1),
        ),
        hasBeenRead: true,
      },
    ],
    [
      'Jan',
      {
        ...policy('Zorgpas', 30),
        publicationDate: `${year - 1}-12-20`,
        facts: { kind: 'card', cardholderFirstName: 'Jan', expectedDeliveryDate: `${year - 1}-12-31` },
        hasBeenRead: true,
      },
    ],
    [
      'Tim',
      {
        ...claims,
        publicationDate: addDays(today, -25),
        facts: await statement('Tim', addDays(today, -25)),
        hasBeenRead: false,
      },
    ],
    [
      'Sanne',
      {
        ...correspondence,
        publicationDate: addDays(today, -9),
        facts: { kind: 'notice', topic: 'mandate' },
        hasBeenRead: false,
      },
    ],
    [
      'Anna',
      {
        ...claims,
        publicationDate: addDays(today, -70),
        facts: await statement('Anna', addDays(today, -70)),
        hasBeenRead: true,
      },
    ],
    [
      'Peter',
      {
        ...finance('Herinnering', 40),
        publicationDate: reminderDay,
        facts: premiumReminderFacts(peter.agreementId, peterInvoices, reminderDay),
        hasBeenRead: false,
      },
    ],
    [
      'Peter',
      {
        ...finance('Factuur', 41),
        publicationDate: peterNote.invoiceDate,
        facts: premiumNoteFacts(peterNote, peterInvoices, peterNote.invoiceDate),
        hasBeenRead: true,
      },
    ],
    [
      'Fatima',
      {
        ...correspondence,
        publicationDate: addDays(today, -2),
        facts: { kind: 'notice', topic: 'welcome' },
        hasBeenRead: false,
      },
    ],
  ];
  return letterRows(
    db,
    letters.map(([name, letter]) => [get(name), letter] as const),
  );
}

function required(who: Map<string, Person>, firstName: string): Person {
  const person = who.get(firstName);
  if (!person) throw new Error(`Home seed: no demo customer ${firstName}`);
  return person;
}

/** Peter's reminder went out three days ago: its next step, the notice, is still 12 days away. */
const reminderDayOf = (today: string) => addDays(today, -3);

/**
 * Puts an agreement in arrears: of its premiums invoiced so far, the newest two are open (the older
 * of them half paid), the one before them was paid, and the one before that got a reminder; every
 * older one is paid. The newest two never reach the reminder's day (21 days overdue) on any date:
 * they fall due on the collection days of this month and the one before or after it. The reminded
 * one falls due two or three collection days back, 41 to 76 days ago: inside the early-signalling
 * window of 30 to 100 days of arrears (spec §9) on every date.
 */
function inArrears(rows: readonly InvoiceRow[], agreementId: number): InvoiceRow[] {
  const own = rows
    .filter((row) => row.agreementId === agreementId)
    .sort((a, b) => String(b.premiumPeriodStart).localeCompare(String(a.premiumPeriodStart)));
  const story = (row: InvoiceRow, newest: number): InvoiceRow => {
    const open = { ...row, statusId: invoiceStatus.open, remainingCents: row.amountCents, paymentDate: null };
    if (newest === 0) return open;
    if (newest === 1) return { ...open, remainingCents: Math.round(row.amountCents / 2) };
    if (newest === 3) return { ...open, statusId: invoiceStatus.reminder };
    return row;
  };
  return rows.map((row) => (row.agreementId === agreementId ? story(row, own.indexOf(row)) : row));
}

/** What was paid of a half-paid invoice: a transfer five days ago, in the ledger like any payment. */
function partPayments(rows: readonly InvoiceRow[], today: string) {
  return rows
    .filter(
      (row) =>
        row.remainingCents > 0 && row.remainingCents < row.amountCents && row.statusId === invoiceStatus.open,
    )
    .map((row) => ({
      reference: `seed:${row.invoiceNumber}:transfer`,
      invoiceNumber: row.invoiceNumber,
      source: 'bankTransfer' as const,
      amountCents: row.amountCents - row.remainingCents,
      receivedOn: addDays(today, -5),
    }));
}

/**
 * Invoices: the premiums of every paying household as the premium run makes them, paid or awaiting
 * their direct debit (jan.devries: good news; fatima.bakker quarterly); peter.jansen in arrears with
 * two open premiums and a reminder; eva.smit pays an excess invoice in a payment arrangement (seedArrangementWorld); one old
 * invoice of Jan's is past the window.
 */
export async function invoicesFor(db: Db, who: Map<string, Person>, today: string): Promise<InvoiceRow[]> {
  const jan = required(who, 'Jan');
  const peter = required(who, 'Peter');
  const eva = required(who, 'Eva');
  const year = yearOf(today);

  const premiums = inArrears(await premiumHistory(db, today), peter.agreementId);
  const janPremium = premiums.find((row) => row.agreementId === jan.agreementId);
  if (!janPremium) throw new Error('Home seed: jan.devries has no premiums');
  const pastTheWindow = `${year - 3}-06-01`;
  // Priced as today: the catalogue holds no premiums of three years ago.
  const oldPremium = premiumInvoice(
    { agreementId: jan.agreementId, paymentMethod: janPremium.paymentType, paymentTermMonths: 1 },
    pastTheWindow,
    janPremium.amountCents,
    premiumInvoiceDay(pastTheWindow),
  );

  return [
    ...premiums,
    settledByToday(oldPremium, today),
    // Reminded before she asked for her arrangement; seedArrangementWorld puts it in one.
    {
      invoiceNumber: excessInvoiceNumber(eva.agreementId, today),
      agreementId: eva.agreementId,
      kind: 'excess',
      description: 'Eigen risico',
      invoiceDate: addDays(today, -75),
      expirationDate: addDays(today, -45),
      paymentDate: null,
      premiumPeriodStart: null,
      premiumPeriodEnd: null,
      amountCents: 38_500,
      remainingCents: 38_500,
      statusId: 2,
      paymentType: 'DirectDebit',
    },
  ];
}

/** The day each reminded invoice got its reminder, so the arrears path counts its next step from it. */
function reminderSteps(rows: readonly InvoiceRow[], today: string) {
  return rows
    .filter((row) => row.statusId === invoiceStatus.reminder)
    .map((row) => ({
      invoiceNumber: row.invoiceNumber,
      statusId: invoiceStatus.reminder,
      takenOn: reminderDayOf(today),
    }));
}

/** The home screen's personal data, dated around today. */
export async function seedHomeWorld(db: Db, today: string): Promise<void> {
  const who = await people(db);
  await seedDeclarationsWorld(db, today);
  const invoiceRows = await invoicesFor(db, who, today);
  await db.insert(invoices).values(invoiceRows);
  await db.insert(invoiceDunningSteps).values(reminderSteps(invoiceRows, today));
  const paidInPart = partPayments(invoiceRows, today);
  if (paidInPart.length > 0) await db.insert(invoicePayments).values(paidInPart);
  // The letters last: they state the claims and invoices they are about.
  await db.insert(documents).values(await documentsFor(db, who, today, invoiceRows));
  await seedArrangementWorld(db, today);
}
