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
import { seedDeclarationsWorld } from './declarations-world.ts';

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

function letter(
  person: Person,
  publicationDate: string,
  docType: string,
  docTypeId: number,
  documentCluster: string,
  name: string,
  hasBeenRead: boolean,
): DocumentRow {
  return {
    customerNumber: person.customerNumber,
    labelCode: person.labelCode,
    docType,
    docTypeId,
    documentCluster,
    name,
    policyNumber: person.policyNumber,
    contractCode: person.contractCode,
    publicationDate,
    hasBeenRead,
    readAt: hasBeenRead ? new Date(`${publicationDate}T12:00:00Z`) : null,
  };
}

/**
 * Message-box documents: jan.devries has one unread letter of the last 6 months and one older
 * unread one, read letters, and an unread letter for his son Tim (under 16, so his to see).
 */
export function documentsFor(who: Map<string, Person>, today: string): DocumentRow[] {
  const get = (name: string) => required(who, name);
  const year = yearOf(today);
  return [
    letter(
      get('Jan'),
      addDays(today, -12),
      'Declaratieoverzicht',
      20,
      'declaraties',
      'Declaratieoverzicht',
      false,
    ),
    letter(
      get('Jan'),
      addMonths(today, -8),
      'Brief',
      10,
      'correspondentie',
      'Wijziging adresgegevens',
      false,
    ),
    letter(get('Jan'), addDays(today, -40), 'Polisblad', 1, 'polis', `Polisblad ${year}`, true),
    letter(get('Jan'), `${year - 1}-12-20`, 'Zorgpas', 30, 'polis', 'Uw nieuwe zorgpas', true),
    letter(
      get('Tim'),
      addDays(today, -25),
      'Declaratieoverzicht',
      20,
      'declaraties',
      'Declaratieoverzicht Tim',
      false,
    ),
    letter(get('Sanne'), addDays(today, -9), 'Brief', 10, 'correspondentie', 'Bevestiging machtiging', false),
    letter(
      get('Anna'),
      addDays(today, -70),
      'Declaratieoverzicht',
      20,
      'declaraties',
      'Declaratieoverzicht',
      true,
    ),
    letter(
      get('Peter'),
      addDays(today, -3),
      'Herinnering',
      40,
      'financieel',
      'Herinnering openstaande premie',
      false,
    ),
    letter(get('Peter'), addDays(today, -35), 'Factuur', 41, 'financieel', 'Premienota', true),
    letter(
      get('Fatima'),
      addDays(today, -2),
      'Brief',
      10,
      'correspondentie',
      'Welkom bij Blauwe Lelie Zorg',
      false,
    ),
    letter(
      get('Eva'),
      addDays(today, -20),
      'Betalingsregeling',
      42,
      'financieel',
      'Bevestiging betalingsregeling',
      true,
    ),
  ];
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
 * payment arrangement; fatima.bakker has paid quarterly premiums; one old invoice is past the window.
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
    {
      invoiceNumber: `${year}${pad(Number(today.slice(5, 7)))}${String(eva.agreementId).slice(-5)}2`,
      agreementId: eva.agreementId,
      kind: 'excess',
      description: 'Eigen risico',
      invoiceDate: addDays(today, -45),
      expirationDate: addDays(today, -15),
      paymentDate: null,
      premiumPeriodStart: null,
      premiumPeriodEnd: null,
      amountCents: 38_500,
      remainingCents: 25_700,
      statusId: 5,
      paymentType: 'DirectDebit',
    },
  ];
  return rows;
}

/** The home screen's personal data, dated around today. */
export async function seedHomeWorld(db: Db, today: string): Promise<void> {
  const who = await people(db);
  await db.insert(documents).values(documentsFor(who, today));
  await seedDeclarationsWorld(db, today);
  await db.insert(invoices).values(await invoicesFor(db, who, today));
}
