import type {
  AgreementDetail,
  ContractValidation,
  Document,
  InvoicesReply,
  Letter,
  PolicyInfo,
} from '@mijn/contract';
import {
  addDays,
  formatCents,
  type InsuredPersonChoice,
  insurerToday,
  invoiceStatus,
  isEmployerPackageType,
  type PolicyChange,
  yearOf,
} from '@mijn/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreements,
  documents,
  invoices,
  policies,
  policyProducts,
  productPremiums,
  products,
} from '../../db/schema.ts';
import { productLineInYear } from '../../insurer/legacy/policy-periods.ts';
import { invoicePremiums } from '../../jobs/premium-run.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { dayAt } from '../../test/pinned-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AppliedPolicyChange, applyPolicyChange } from './apply-policy-change.ts';
import { PolicyChangeRefused } from './policy-change-refused.ts';

const JAN_AGREEMENT = 10_000_001;
/** 16 November on or after the wall clock's day: next year's offer is open, its first invoice not yet made. */
const wallDay = insurerToday(new Date());
const seedYear = wallDay <= `${yearOf(wallDay)}-11-16` ? yearOf(wallDay) : yearOf(wallDay) + 1;
const offerYear = seedYear + 1;

let t: TestApp;
const USERS = ['jan.devries', 'anna.devries', 'sanne.devries'] as const;
let tokens: Record<string, string> = {};
/** Who reads, by customer number. */
const usernameOf: Record<string, string> = {};
const people: Record<'jan' | 'anna' | 'sanne' | 'tim', string> = { jan: '', anna: '', sanne: '', tim: '' };

beforeAll(async () => {
  t = await createTestApp({ today: `${seedYear}-11-16` });
  tokens = await t.accessTokens(USERS);
  people.jan = await t.customerNumberOf('Jan', 'Vries');
  people.anna = await t.customerNumberOf('Anna', 'Vries');
  people.sanne = await t.customerNumberOf('Sanne', 'Vries');
  people.tim = await t.customerNumberOf('Tim', 'Vries');
  Object.assign(usernameOf, {
    [people.jan]: 'jan.devries',
    [people.anna]: 'anna.devries',
    [people.sanne]: 'sanne.devries',
  });
});
afterAll(() => t.close());

const ctx = () => ({ db: t.db, clock: t.clock });
const moveTo = async (day: string) => {
  t.clock.set(dayAt(day));
  tokens = await t.accessTokens(USERS);
};

const get = async <T>(url: string, language = 'nl-NL', username = 'jan.devries'): Promise<T> => {
  await switchLanguage(t.app, tokens[username] ?? '', language);
  const reply = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[username] ?? ''), 'accept-language': language },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<T>();
};

/** The product codes a person carries in a year, as the database holds them. */
async function codesOf(customerNumber: string, year: number): Promise<string[]> {
  const rows = await t.db
    .select({ code: products.code })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(and(eq(policies.customerNumber, customerNumber), productLineInYear(year)));
  return rows.map((row) => row.code).sort();
}

/** What a person carries now, as a choice on the cards, with some groups chosen anew. */
async function choiceOf(
  customerNumber: string,
  year: number,
  chosen: Partial<InsuredPersonChoice> = {},
): Promise<InsuredPersonChoice> {
  const codes = await codesOf(customerNumber, year);
  const ofType = (fits: (type: string) => boolean) =>
    codes.find((code) => fits(code.split('-')[0] ?? '')) ?? null;
  return {
    customerNumber,
    basic: ofType((type) => type === 'MB') ?? '',
    additional: ofType((type) => type === 'AP'),
    employerPackage: ofType(isEmployerPackageType),
    dental: ofType((type) => type === 'TA'),
    excess: ofType((type) => type === 'OW') ?? '',
    ...chosen,
  };
}

const change = (year: number, ...insured: InsuredPersonChoice[]): PolicyChange => ({
  agreementId: JAN_AGREEMENT,
  year,
  insured,
});

/** A product's netto monthly premium in a year, from the default label's catalogue. */
async function nettoOf(code: string, year: number): Promise<number> {
  const [row] = await t.db
    .select({
      gross: productPremiums.monthlyPremiumCents,
      discount: productPremiums.collectivityDiscountCents,
    })
    .from(productPremiums)
    .innerJoin(products, eq(products.id, productPremiums.productId))
    .where(and(eq(products.labelCode, 'default'), eq(products.code, code), eq(productPremiums.year, year)));
  if (!row) throw new Error(`no price of ${code} in ${year}`);
  return row.gross - row.discount;
}

/** The overview's policy of a person, as they read it (jan reads Tim's; Anna and Sanne, 16 and over, only their own). */
const policyInfo = (customerNumber: string, year: number) => {
  const reader = customerNumber === people.tim ? people.jan : customerNumber;
  return get<PolicyInfo>(
    `/api/Policy/GetPolicyInfoForYear?customerNumber=${customerNumber}&year=${year}`,
    'nl-NL',
    usernameOf[reader] ?? '',
  );
};
const agreementTotal = async (year: number) =>
  (await get<AgreementDetail[]>(`/api/Agreement/getAgreementDetailsForYear?year=${year}`)).find(
    (detail) => detail.agreementId === JAN_AGREEMENT,
  )?.totalAmount;
const excessTotal = async (customerNumber: string, year: number) =>
  (await get<{ amountTotal: number }>(`/api/Policy/GetExcess?customerNumber=${customerNumber}&year=${year}`))
    .amountTotal;
const letterCount = async () => (await t.db.select().from(documents)).length;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PolicyChangeRefused);
  return (error as PolicyChangeRefused).reason;
}

describe('next year, while the offer is open', () => {
  it('jan.devries raises his voluntary excess to 500: the premium falls by the engine discount at once, and the excess bar follows', async () => {
    const before = await policyInfo(people.jan, offerYear);
    const householdBefore = await agreementTotal(offerYear);
    expect(await excessTotal(people.jan, offerYear)).toBe(38_500);

    const applied = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.jan, offerYear, { excess: 'OW-500' })),
    );

    expect(applied).toMatchObject({ kind: 'applied', startDate: `${offerYear}-01-01`, corrections: [] });
    const discount = (await nettoOf('OW-500', offerYear)) - (await nettoOf('OW-0', offerYear));
    expect(discount).toBeLessThan(0);
    const after = await policyInfo(people.jan, offerYear);
    expect(after.totalNettoPremium).toBe(before.totalNettoPremium + discount);
    expect(after.products.map((product) => product.code)).toContain('OW-500');
    expect(await agreementTotal(offerYear)).toBe((householdBefore ?? 0) + discount);
    expect(await excessTotal(people.jan, offerYear)).toBe(88_500);
    const summary = await get<{ excess: { total: number } }>(
      `/api/Policy/GetFinancialSummary?customerNumber=${people.jan}&year=${offerYear}`,
    );
    expect(summary.excess.total).toBe(88_500);
    // This year stays as it was: the change starts on 1 January.
    expect(await excessTotal(people.jan, seedYear)).toBe(38_500);
    expect(await codesOf(people.jan, seedYear)).toContain('OW-0');
  });

  it('applies a double submit once: the second finds the cover as asked and writes nothing', async () => {
    const letters = await letterCount();
    const again = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.jan, offerYear, { excess: 'OW-500' })),
    );
    expect(again).toEqual({ kind: 'unchanged', startDate: `${offerYear}-01-01` });
    expect(await letterCount()).toBe(letters);

    const lowerDental = change(offerYear, await choiceOf(people.jan, offerYear, { dental: 'TA-250' }));
    const both = await Promise.all([
      applyPolicyChange(ctx(), lowerDental),
      applyPolicyChange(ctx(), lowerDental),
    ]);
    expect(both.map((result) => result.kind).sort()).toEqual(['applied', 'unchanged']);
    expect(await letterCount()).toBe(letters + 2);
    expect((await codesOf(people.jan, offerYear)).filter((code) => code.startsWith('TA-'))).toEqual([
      'TA-250',
    ]);
  });

  it('adds dental cover for a person, priced by the engine', async () => {
    await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.anna, offerYear, { dental: null })),
    );
    const without = await policyInfo(people.anna, offerYear);
    expect(without.products.some((product) => product.typeOfProduct === 'TA')).toBe(false);

    await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.anna, offerYear, { dental: 'TA-500' })),
    );

    const withDental = await policyInfo(people.anna, offerYear);
    expect(withDental.products.map((product) => product.code)).toContain('TA-500');
    expect(withDental.totalNettoPremium).toBe(
      without.totalNettoPremium + (await nettoOf('TA-500', offerYear)),
    );
  });

  it('moves the children to the highest additional cover the parents keep, free of premium', async () => {
    expect(await codesOf(people.tim, offerYear)).toContain('AP-3');
    const applied = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.anna, offerYear, { additional: 'AP-1' })),
    );
    expect(applied.kind === 'applied' && applied.changedPolicyNumbers).toHaveLength(3);
    for (const child of [people.sanne, people.tim]) {
      const codes = await codesOf(child, offerYear);
      expect(codes.filter((code) => code.startsWith('AP-'))).toEqual(['AP-2']);
      expect(codes.some((code) => code.startsWith('TA-') || code.startsWith('OW-'))).toBe(false);
      expect((await policyInfo(child, offerYear)).totalNettoPremium).toBe(0);
    }
    expect(
      await refusal(applyPolicyChange(ctx(), change(offerYear, await choiceOf(people.tim, offerYear)))),
    ).toBe('childFollowsParent');
  });

  it('writes for each child exactly the codes Contract/validate shows for it, and for the parents what they chose', async () => {
    const chosenCodes = (choice: InsuredPersonChoice) =>
      [choice.basic, choice.additional, choice.employerPackage, choice.dental, choice.excess].filter(
        (code): code is string => code !== null,
      );
    const validatedThenApplied = async (...choices: InsuredPersonChoice[]) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/Contract/validate',
        headers: bearer(tokens['jan.devries'] ?? ''),
        payload: {
          agreementId: JAN_AGREEMENT,
          contractCode: 'ZZ-PARTICULIER',
          language: 'nl',
          startDate: `${offerYear}-01-01`,
          selectedPaymentTerm: 1,
          chosenInsurances: choices.map((choice) => ({
            customerNumber: choice.customerNumber,
            productComponentCodes: chosenCodes(choice),
          })),
        },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const validation = reply.json<ContractValidation>();
      expect(validation.issues).toEqual([]);
      await applyPolicyChange(ctx(), change(offerYear, ...choices));
      for (const { customerNumber, productComponentCodes } of validation.totals.customerOverviews)
        expect(await codesOf(customerNumber, offerYear), customerNumber).toEqual(
          [...productComponentCodes].sort(),
        );
    };
    const jan = await choiceOf(people.jan, offerYear);
    const anna = await choiceOf(people.anna, offerYear);
    const timBefore = await codesOf(people.tim, offerYear);
    // Jan moves to another basic cover and Anna to the highest additional cover: the children follow both.
    await validatedThenApplied({ ...jan, basic: 'MB-BUDGET' }, { ...anna, additional: 'AP-3' });
    expect(await codesOf(people.tim, offerYear)).toEqual(['AP-3', 'MB-BUDGET']);
    await validatedThenApplied(jan, anna);
    expect(await codesOf(people.tim, offerYear)).toEqual(timBefore);
  });

  it('refuses an unknown code, another collectivity product or a code in the wrong group, writing nothing', async () => {
    const letters = await letterCount();
    const codesBefore = await codesOf(people.jan, offerYear);
    const janToZero = await choiceOf(people.jan, offerYear, { excess: 'OW-0' });
    const cases: [Partial<InsuredPersonChoice>, string][] = [
      [{ additional: 'AP-9' }, 'unknownProduct'],
      // Employer packages belong to the pve collectivity's catalogue, not to jan's label.
      [{ employerPackage: 'XA-COLLECTIEF' }, 'unknownProduct'],
      [{ basic: 'AP-1' }, 'productOfOtherGroup'],
    ];
    for (const [chosen, reason] of cases) {
      const bad = await choiceOf(people.anna, offerYear, chosen);
      expect(await refusal(applyPolicyChange(ctx(), change(offerYear, janToZero, bad)))).toBe(reason);
    }
    expect(
      await refusal(
        applyPolicyChange(ctx(), change(offerYear, { ...janToZero, customerNumber: '999999999' })),
      ),
    ).toBe('personNotOnAgreement');
    expect(
      await refusal(applyPolicyChange(ctx(), { ...change(offerYear, janToZero), agreementId: 10_000_002 })),
    ).toBe('personNotOnAgreement');
    expect(await codesOf(people.jan, offerYear)).toEqual(codesBefore);
    expect(await letterCount()).toBe(letters);
  });
});

describe('the letters of a change', () => {
  let letters = { policyScheduleId: '', confirmationId: '' };
  const listed = async (documentId: string) => {
    const list = await get<Document[]>('/api/Document/GetDocumentList');
    const found = list.find((document) => document.documentID === documentId);
    if (!found) throw new Error(`${documentId} is not in the message box`);
    return found;
  };

  it('confirms per person what changed and the new premium, in Dutch and in English', async () => {
    const applied = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.jan, offerYear, { excess: 'OW-0' })),
    );
    if (applied.kind !== 'applied') throw new Error('the change was not applied');
    letters = applied.letters;
    const confirmation = await listed(letters.confirmationId);
    expect(confirmation.docType).toBe('Wijziging');
    const premium = (await agreementTotal(offerYear)) ?? 0;
    const janPremium = (await policyInfo(people.jan, offerYear)).totalNettoPremium;
    const read = (language: string) =>
      get<Letter>(`/api/Document/GetLetter/${confirmation.documentID}`, language).then((letter) =>
        [letter.title, ...letter.paragraphs].join('\n'),
      );
    const dutch = await read('nl-NL');
    expect(dutch).toContain(`Wijziging polis ${offerYear}`);
    expect(dutch).toContain(`1 januari ${offerYear}`);
    expect(dutch).toContain(
      `Jan: nieuw: Geen vrijwillig eigen risico; vervalt: Vrijwillig eigen risico 500 euro; premie ${formatCents(janPremium)} per maand.`,
    );
    expect(dutch).toContain(`wordt ${formatCents(premium)} per maand`);
    const english = await read('en-US');
    expect(english).toContain(`Policy change ${offerYear}`);
    expect(english).toContain(
      `Jan: new: Geen vrijwillig eigen risico (voluntary excess); ends: Vrijwillig eigen risico 500 euro (voluntary excess); premium ${formatCents(janPremium)} a month.`,
    );
    expect(english).toContain(`becomes ${formatCents(premium)} a month`);
  });

  it('puts a new policy schedule with every insured and their products in the message box, as PDF', async () => {
    const schedule = await listed(letters.policyScheduleId);
    expect(schedule.docType).toBe('Polisblad');
    expect(schedule.publicationDate).toBe(`${seedYear}-11-16`);
    const download = async (language: string) => {
      await switchLanguage(t.app, tokens['jan.devries'] ?? '', language);
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/Document/Download/${schedule.documentID}`,
        headers: { ...bearer(tokens['jan.devries'] ?? ''), 'accept-language': language },
      });
      expect(reply.headers['content-type']).toBe('application/pdf');
      return (await pdfText(reply.rawPayload)).text;
    };
    const dutch = await download('nl-NL');
    expect(dutch).toContain(`Polisblad ${offerYear}`);
    expect(dutch).toContain('Anna: Tandarts 500');
    expect(dutch).toContain('Tim: Aanvullend 2 sterren');
    // The PDF's text comes out with plain spaces where the amount keeps its parts together.
    expect(dutch).toContain(formatCents((await agreementTotal(offerYear)) ?? 0).replace(/\s/g, ' '));
    expect(await download('en-US')).toContain(`Policy schedule ${offerYear}`);
  });
});

describe('invoices already made for the year', () => {
  const correctionsOf = () =>
    t.db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.agreementId, JAN_AGREEMENT), like(invoices.invoiceNumber, `${offerYear}01%3__`)),
      );

  it('invoices a higher premium on top and credits a lower one against the invoice made', async () => {
    await moveTo(`${seedYear}-12-14`);
    await invoicePremiums(ctx());
    const [january] = await t.db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.agreementId, JAN_AGREEMENT), eq(invoices.premiumPeriodStart, `${offerYear}-01-01`)),
      );
    expect(january?.statusId).toBe(invoiceStatus.directDebit);

    const raise = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.jan, offerYear, { dental: 'TA-1000' })),
    );
    const rise = (await nettoOf('TA-1000', offerYear)) - (await nettoOf('TA-250', offerYear));
    expect(raise.kind === 'applied' && raise.corrections).toEqual([
      expect.objectContaining({ correctedInvoiceNumber: january?.invoiceNumber, differenceCents: rise }),
    ]);
    const [extra] = await correctionsOf();
    expect(extra).toMatchObject({
      amountCents: rise,
      remainingCents: rise,
      statusId: invoiceStatus.directDebit,
    });

    const lower = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.jan, offerYear, { dental: 'TA-250' })),
    );
    const corrections = await correctionsOf();
    expect(corrections.map((invoice) => invoice.amountCents).sort((a, b) => a - b)).toEqual([-rise, rise]);
    const credit = corrections.find((invoice) => invoice.amountCents < 0);
    expect(credit).toMatchObject({ statusId: invoiceStatus.paid, remainingCents: 0 });
    const [corrected] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, january?.invoiceNumber ?? ''));
    expect(corrected?.remainingCents).toBe((january?.amountCents ?? 0) - rise);

    // Each confirmation says what happens to the invoice made.
    const paragraphsOf = async (applied: AppliedPolicyChange) =>
      applied.kind === 'applied'
        ? (await get<Letter>(`/api/Document/GetLetter/${applied.letters.confirmationId}`)).paragraphs.join(
            '\n',
          )
        : '';
    expect(await paragraphsOf(raise)).toContain(
      `Het verschil van ${formatCents(rise)} brengen we apart in rekening (factuur ${extra?.invoiceNumber})`,
    );
    expect(await paragraphsOf(lower)).toContain(
      `U krijgt ${formatCents(rise)} terug (creditnota ${credit?.invoiceNumber})`,
    );

    // The bills screen lists both, named in the reader's language.
    const { invoices: bills } = await get<InvoicesReply>('/api/Debitan/Invoices', 'en-US');
    const listed = bills.filter((bill) =>
      corrections.some((made) => made.invoiceNumber === bill.invoiceNumber),
    );
    expect(listed.map((bill) => [bill.amount, bill.remaining])).toEqual(
      expect.arrayContaining([
        [rise, rise],
        [-rise, 0],
      ]),
    );
    for (const bill of listed) expect(bill.description).toMatch(/^Premium correction January /);
  });
});

describe('this year, until 31 January', () => {
  it('goes back to 1 January and corrects the months invoiced; on 1 February it is refused', async () => {
    await moveTo(`${offerYear}-01-12`);
    await invoicePremiums(ctx());
    const lastDay = `${offerYear}-01-31`;
    await moveTo(lastDay);
    // The year after's offer as a world seeded in January has it: this year's cover, copied.
    const annaPolicy = (await policyInfo(people.anna, offerYear)).policyNumber;
    const annaLines = await t.db
      .select()
      .from(policyProducts)
      .where(and(eq(policyProducts.policyNumber, annaPolicy), productLineInYear(offerYear)));
    await t.db.insert(policyProducts).values(
      annaLines.map(({ productId }) => ({
        policyNumber: annaPolicy,
        productId,
        startDate: `${offerYear + 1}-01-01`,
        endDate: `${offerYear + 1}-12-31`,
      })),
    );
    const applied = await applyPolicyChange(
      ctx(),
      change(offerYear, await choiceOf(people.anna, offerYear, { additional: 'AP-3' })),
    );
    expect(applied.kind).toBe('applied');
    if (applied.kind !== 'applied') return;
    expect(applied.startDate).toBe(`${offerYear}-01-01`);
    expect(applied.corrections.map((correction) => correction.periodStart)).toEqual([
      `${offerYear}-01-01`,
      `${offerYear}-02-01`,
    ]);
    expect(await codesOf(people.anna, offerYear + 1)).toEqual(await codesOf(people.anna, offerYear));
    expect(await codesOf(people.anna, offerYear)).toContain('AP-3');
    // Only Anna pays for the change: the children follow her free of premium.
    const rise = (await nettoOf('AP-3', offerYear)) - (await nettoOf('AP-1', offerYear));
    for (const correction of applied.corrections) expect(correction.differenceCents).toBe(rise);

    await moveTo(addDays(lastDay, 1));
    const late = change(offerYear, await choiceOf(people.anna, offerYear, { additional: 'AP-1' }));
    expect(await refusal(applyPolicyChange(ctx(), late))).toBe('yearNotChangeable');
    expect(await refusal(applyPolicyChange(ctx(), { ...late, year: offerYear + 1 }))).toBe(
      'yearNotChangeable',
    );
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.agreementId, JAN_AGREEMENT));
    expect(agreement?.endDate).toBeNull();
  });
});
