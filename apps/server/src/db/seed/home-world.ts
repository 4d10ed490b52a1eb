import { ADULT_AGE, addDays, addMonths, ageOn, yearOf } from '@mijn/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  agreements,
  customers,
  documents,
  invoices,
  policies,
  policyProducts,
  productPremiums,
  products,
} from '../schema.ts';
import { seedArrangementWorld } from './arrangement-world.ts';
import { seedDeclarationsWorld } from './declarations-world.ts';
import {
  claimsStatementFacts,
  policyScheduleFacts,
  premiumNoteFacts,
  premiumReminderFacts,
} from './letter-facts.ts';
import { letterRow, type SeedLetter } from './letter-rows.ts';

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

const pad = (value: number) => String(value).padStart(2, '0');
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
  const reminderDay = addDays(today, -3);

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
          await monthlyPremiumOf(db, get('Jan').agreementId, today),
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
  return Promise.all(letters.map(([name, letter]) => letterRow(db, get(name), letter)));
}

function required(who: Map<string, Person>, firstName: string): Person {
  const person = who.get(firstName);
  if (!person) throw new Error(`Home seed: no demo customer ${firstName}`);
  return person;
}

/** Monthly premium of an agreement this year: the adults' products, net of collectivity discount. */
async function monthlyPremiumOf(db: Db, agreementId: number, today: string): Promise<number> {
  const year = yearOf(today);
  const rows = await db
    .select({
      birthDate: customers.birthDate,
      monthly: productPremiums.monthlyPremiumCents,
      discount: productPremiums.collectivityDiscountCents,
    })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .innerJoin(
      productPremiums,
      and(eq(productPremiums.productId, products.id), eq(productPremiums.year, year)),
    )
    .where(
      and(
        eq(policies.agreementId, agreementId),
        lte(policyProducts.startDate, today),
        gte(policyProducts.endDate, today),
      ),
    );
  // Children under 18 are insured free of premium.
  return rows
    .filter((row) => ageOn(row.birthDate, today) >= ADULT_AGE)
    .reduce((sum, row) => sum + row.monthly - row.discount, 0);
}

function premiumInvoice(
  agreementId: number,
  periodStart: string,
  months: number,
  monthly: number,
  paymentType: InvoiceRow['paymentType'],
  statusId: number,
  remainingShare = 1,
): InvoiceRow {
  const invoiceDate = addDays(periodStart, -14);
  const amount = monthly * months;
  const paid = statusId === 9;
  return {
    invoiceNumber: `${periodStart.slice(0, 4)}${periodStart.slice(5, 7)}${String(agreementId).slice(-5)}1`,
    agreementId,
    kind: 'premium',
    description:
      months === 1
        ? `Premie ${periodStart.slice(0, 7)}`
        : `Premie ${months} maanden vanaf ${periodStart.slice(0, 7)}`,
    invoiceDate,
    expirationDate: addDays(periodStart, 27),
    paymentDate: paid ? addDays(periodStart, 27) : null,
    premiumPeriodStart: periodStart,
    premiumPeriodEnd: addDays(addMonths(periodStart, months), -1),
    amountCents: amount,
    remainingCents: paid ? 0 : Math.round(amount * remainingShare),
    statusId,
    paymentType,
  };
}

/**
 * Invoices: jan.devries paid everything and the current month is collected by direct debit (good
 * news); peter.jansen has two open premiums and a reminder; eva.smit pays an excess invoice in a
 * payment arrangement (seedArrangementWorld); fatima.bakker has paid quarterly premiums; one old invoice is past the window.
 */
export async function invoicesFor(db: Db, who: Map<string, Person>, today: string): Promise<InvoiceRow[]> {
  const jan = required(who, 'Jan');
  const peter = required(who, 'Peter');
  const fatima = required(who, 'Fatima');
  const eva = required(who, 'Eva');
  const thisMonth = monthStart(today);
  const monthsBack = (n: number) => addMonths(thisMonth, -n);
  const year = yearOf(today);

  const janMonthly = await monthlyPremiumOf(db, jan.agreementId, today);
  const peterMonthly = await monthlyPremiumOf(db, peter.agreementId, today);
  const fatimaMonthly = await monthlyPremiumOf(db, fatima.agreementId, today);
  const evaMonthly = await monthlyPremiumOf(db, eva.agreementId, today);

  const rows: InvoiceRow[] = [
    premiumInvoice(jan.agreementId, monthsBack(3), 1, janMonthly, 'DirectDebit', 9),
    premiumInvoice(jan.agreementId, monthsBack(2), 1, janMonthly, 'DirectDebit', 9),
    premiumInvoice(jan.agreementId, monthsBack(1), 1, janMonthly, 'DirectDebit', 9),
    premiumInvoice(jan.agreementId, thisMonth, 1, janMonthly, 'DirectDebit', 10),
    premiumInvoice(jan.agreementId, `${year - 3}-06-01`, 1, janMonthly, 'DirectDebit', 9),
    premiumInvoice(peter.agreementId, monthsBack(4), 1, peterMonthly, 'DirectDebit', 9),
    premiumInvoice(peter.agreementId, monthsBack(3), 1, peterMonthly, 'DirectDebit', 9),
    premiumInvoice(peter.agreementId, monthsBack(2), 1, peterMonthly, 'Mail', 2),
    premiumInvoice(peter.agreementId, monthsBack(1), 1, peterMonthly, 'Mail', 1, 0.5),
    premiumInvoice(peter.agreementId, thisMonth, 1, peterMonthly, 'Mail', 1),
    premiumInvoice(fatima.agreementId, `${year}-01-01`, 3, fatimaMonthly, 'DirectDebit', 9),
    premiumInvoice(eva.agreementId, monthsBack(1), 1, evaMonthly, 'DirectDebit', 9),
    // Reminded before she asked for her arrangement; seedArrangementWorld puts it in one.
    {
      invoiceNumber: `${year}${pad(Number(today.slice(5, 7)))}${String(eva.agreementId).slice(-5)}2`,
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
  return rows;
}

/** The home screen's personal data, dated around today. */
export async function seedHomeWorld(db: Db, today: string): Promise<void> {
  const who = await people(db);
  await seedDeclarationsWorld(db, today);
  const invoiceRows = await invoicesFor(db, who, today);
  await db.insert(invoices).values(invoiceRows);
  // The letters last: they state the claims and invoices they are about.
  await db.insert(documents).values(await documentsFor(db, who, today, invoiceRows));
  await seedArrangementWorld(db, today);
}
