import { ADULT_AGE, addDays, addMonths, ageOn } from '@mijn/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  agreements,
  customers,
  declarations,
  documents,
  invoices,
  policies,
  policyProducts,
  productPremiums,
  products,
} from '../schema.ts';

type DocumentRow = typeof documents.$inferInsert;
type DeclarationRow = typeof declarations.$inferInsert;
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
  const year = Number(today.slice(0, 4));
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

interface ClaimInput {
  careType: string;
  careProvider: string;
  cover: string;
  treatedDaysAgo: number;
  declared: number;
  excess?: number;
  gvs?: number;
  notCovered?: number;
  status: 0 | 1 | 2;
  submittedBy?: 'Z' | 'V';
}

function claim(person: Person, today: string, seq: number, input: ClaimInput): DeclarationRow {
  const treatmentDate = addDays(today, -input.treatedDaysAgo);
  const year = Number(treatmentDate.slice(0, 4));
  const inProgress = input.status === 1;
  const excess = inProgress ? 0 : (input.excess ?? 0);
  const gvs = inProgress ? 0 : (input.gvs ?? 0);
  const uncompensated = inProgress ? 0 : excess + gvs + (input.notCovered ?? 0);
  const submittedBy = input.submittedBy ?? 'Z';
  return {
    declarationId: `D${year}${person.customerNumber.slice(-4)}${pad(seq)}`,
    recordId: `R${year}${person.customerNumber.slice(-4)}${pad(seq)}`,
    invoiceId: `N${treatmentDate.replaceAll('-', '')}${pad(seq)}`,
    customerNumber: person.customerNumber,
    policyNumber: person.policyNumber,
    receivedDate: addDays(treatmentDate, 3),
    treatmentDate,
    lastTreatmentDate: null,
    careType: input.careType,
    careProvider: input.careProvider,
    submittedBy,
    receiverOfReimbursement: submittedBy === 'V' ? 'D' : 'M',
    coverProductType: input.cover,
    declaredCents: input.declared,
    compensatedCents: inProgress ? 0 : input.declared - uncompensated,
    uncompensatedCents: uncompensated,
    excessCents: excess,
    gvsContributionCents: gvs,
    status: input.status,
    year,
  };
}

/**
 * Claims of this year and last. jan.devries: excess 200 + 40 = 240 of 385 consumed, GVS 12.50,
 * dental 120 of his 500; peter.jansen: 600 of 885 consumed. Days-ago values stay inside this year
 * only when today allows; the excess tests read the same rows, so they agree whatever the date.
 */
export function declarationsFor(who: Map<string, Person>, today: string): DeclarationRow[] {
  const jan = required(who, 'Jan');
  const anna = required(who, 'Anna');
  const peter = required(who, 'Peter');
  const dayOfYear = ageDays(`${today.slice(0, 4)}-01-01`, today);
  // Spread this year's treatments over the days that have passed, the latest last.
  const inYear = (fraction: number) => Math.max(0, Math.floor(dayOfYear * fraction));
  return [
    claim(jan, today, 1, {
      careType: 'Ziekenhuiszorg',
      careProvider: 'Diakonessenhuis Utrecht',
      cover: 'MB',
      treatedDaysAgo: inYear(0.8),
      declared: 42_000,
      excess: 20_000,
      status: 0,
    }),
    claim(jan, today, 2, {
      careType: 'Farmacie',
      careProvider: 'Apotheek De Linde',
      cover: 'MB',
      treatedDaysAgo: inYear(0.5),
      declared: 6_000,
      excess: 4_000,
      gvs: 1_250,
      status: 0,
    }),
    claim(jan, today, 3, {
      careType: 'Tandheelkunde',
      careProvider: 'Tandartspraktijk Oudwijk',
      cover: 'TA',
      treatedDaysAgo: inYear(0.3),
      declared: 18_500,
      notCovered: 6_500,
      status: 0,
      submittedBy: 'V',
    }),
    claim(jan, today, 4, {
      careType: 'Fysiotherapie',
      careProvider: 'Fysio Utrecht-Oost',
      cover: 'AP',
      treatedDaysAgo: inYear(0.05),
      declared: 3_800,
      status: 1,
    }),
    claim(jan, today, 5, {
      careType: 'Ziekenhuiszorg',
      careProvider: 'UMC Utrecht',
      cover: 'MB',
      treatedDaysAgo: dayOfYear + 120,
      declared: 95_000,
      excess: 38_500,
      status: 0,
    }),
    claim(required(who, 'Tim'), today, 1, {
      careType: 'Huisartsenzorg',
      careProvider: 'Huisartsenpraktijk Lindelaan',
      cover: 'MB',
      treatedDaysAgo: inYear(0.6),
      declared: 4_500,
      status: 0,
    }),
    claim(required(who, 'Sanne'), today, 1, {
      careType: 'Fysiotherapie',
      careProvider: 'Fysio Utrecht-Oost',
      cover: 'AP',
      treatedDaysAgo: inYear(0.4),
      declared: 3_600,
      status: 0,
    }),
    claim(anna, today, 1, {
      careType: 'Tandheelkunde',
      careProvider: 'Tandartspraktijk Oudwijk',
      cover: 'TA',
      treatedDaysAgo: inYear(0.45),
      declared: 9_000,
      status: 0,
    }),
    claim(anna, today, 2, {
      careType: 'Medisch specialistische zorg',
      careProvider: 'Diakonessenhuis Utrecht',
      cover: 'MB',
      treatedDaysAgo: inYear(0.7),
      declared: 15_000,
      excess: 10_000,
      status: 0,
    }),
    claim(peter, today, 1, {
      careType: 'Ziekenhuiszorg',
      careProvider: 'Spaarne Gasthuis',
      cover: 'MB',
      treatedDaysAgo: inYear(0.6),
      declared: 65_000,
      excess: 60_000,
      status: 0,
    }),
    claim(peter, today, 2, {
      careType: 'Farmacie',
      careProvider: 'Apotheek Molenstraat',
      cover: 'MB',
      treatedDaysAgo: inYear(0.1),
      declared: 2_400,
      status: 1,
    }),
  ];
}

function ageDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

function required(who: Map<string, Person>, firstName: string): Person {
  const person = who.get(firstName);
  if (!person) throw new Error(`Home seed: no demo customer ${firstName}`);
  return person;
}

/** Monthly premium of an agreement this year: the adults' products, net of collectivity discount. */
async function monthlyPremiumOf(db: Db, agreementId: number, today: string): Promise<number> {
  const year = Number(today.slice(0, 4));
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
  const year = Number(today.slice(0, 4));

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
  await db.insert(declarations).values(declarationsFor(who, today));
  await db.insert(invoices).values(await invoicesFor(db, who, today));
}
