import type { AgreementDetail, AgreementMutability, Document, Letter } from '@mijn/contract';
import { formatCents, insurerToday, type PolicyChange, yearOf } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, invoices, policies, policyProducts, products } from '../../db/schema.ts';
import { invoicePremiums } from '../../jobs/premium-run.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { dayAt } from '../../test/pinned-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AppliedPolicyChange, applyPolicyChange } from './apply-policy-change.ts';
import { PolicyChangeRefused } from './policy-change-refused.ts';

const KARIN_AGREEMENT = 10_000_008;
/** The first 30 November on or after the wall clock's day: the switching season, her policy ending on 31 December. */
const wallDay = insurerToday(new Date());
const seedYear = wallDay <= `${yearOf(wallDay)}-11-30` ? yearOf(wallDay) : yearOf(wallDay) + 1;
const requestYear = seedYear + 1;

let t: TestApp;
let token = '';
let karin = '';
let policyNumber = '';

beforeAll(async () => {
  t = await createTestApp({ today: `${seedYear}-11-30` });
  token = (await t.accessTokens(['karin.dekker']))['karin.dekker'] ?? '';
  karin = await t.customerNumberOf('Karin', 'Dekker');
  const [policy] = await t.db.select().from(policies).where(eq(policies.customerNumber, karin));
  policyNumber = policy?.policyNumber ?? '';
});
afterAll(() => t.close());

const ctx = () => ({ db: t.db, clock: t.clock });
const headers = (language = 'nl-NL') => ({ ...bearer(token), 'accept-language': language });
const get = async <T>(url: string, language?: string): Promise<T> => {
  await switchLanguage(t.app, token, language ?? 'nl-NL');
  const reply = await t.app.inject({ method: 'GET', url, headers: headers(language) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<T>();
};

const request = (excess: string, customerNumber = karin): PolicyChange => ({
  agreementId: KARIN_AGREEMENT,
  year: requestYear,
  insured: [
    {
      customerNumber,
      basic: 'MB-NATURA',
      additional: 'AP-1',
      employerPackage: null,
      dental: 'TA-250',
      excess,
    },
  ],
});

async function codesIn(year: number): Promise<string[]> {
  const rows = await t.db
    .select({ code: products.code, line: policyProducts })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(and(eq(policyProducts.policyNumber, policyNumber), eq(policyProducts.startDate, `${year}-01-01`)));
  for (const { line } of rows) expect(line.endDate).toBe(`${year}-12-31`);
  return rows.map((row) => row.code).sort();
}

const refusal = (change: PolicyChange) =>
  applyPolicyChange(ctx(), change).then(
    () => 'applied',
    (error: unknown) => (error instanceof PolicyChangeRefused ? error.reason : String(error)),
  );

describe('requesting a policy for a year the household has none in', () => {
  let applied: AppliedPolicyChange;

  it('refuses, writing nothing, a person not insured on the day before the year and a year not open', async () => {
    const jan = await t.customerNumberOf('Jan', 'Vries');
    expect(await refusal(request('OW-0', jan))).toBe('personNotOnAgreement');
    expect(await refusal({ ...request('OW-0'), year: requestYear + 1 })).toBe('yearNotChangeable');
    expect(await codesIn(requestYear)).toEqual([]);
    const [agreement] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.agreementId, KARIN_AGREEMENT));
    expect(agreement?.endDate).toBe(`${seedYear}-12-31`);
  });

  it('reopens the agreement and policy and writes the year as chosen, in one go', async () => {
    applied = await applyPolicyChange(ctx(), request('OW-0'));
    expect(applied).toMatchObject({
      kind: 'applied',
      isRequest: true,
      startDate: `${requestYear}-01-01`,
      changedPolicyNumbers: [policyNumber],
      monthlyPremiumBeforeCents: 0,
      corrections: [],
    });
    if (applied.kind !== 'applied') return;
    expect(applied.monthlyPremiumCents).toBeGreaterThan(0);
    expect(await codesIn(requestYear)).toEqual(['AP-1', 'MB-NATURA', 'OW-0', 'TA-250']);
    const [agreement] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.agreementId, KARIN_AGREEMENT));
    const [policy] = await t.db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
    expect(agreement?.endDate).toBeNull();
    expect(policy?.endDate).toBeNull();
  });

  it('applies once: the same request again, or one naming nobody, writes nothing', async () => {
    const documentsBefore = (await get<Document[]>('/api/Document/GetDocumentList')).length;
    expect(await applyPolicyChange(ctx(), request('OW-0'))).toEqual({
      kind: 'unchanged',
      startDate: `${requestYear}-01-01`,
    });
    expect(await applyPolicyChange(ctx(), { ...request('OW-0'), insured: [] })).toMatchObject({
      kind: 'unchanged',
    });
    expect((await get<Document[]>('/api/Document/GetDocumentList')).length).toBe(documentsBefore);
  });

  it("shows the policy on the overview's tab of the year at once, priced by the engine", async () => {
    expect(
      (await get<{ offerYear: number | null }>('/api/Agreement/GetYearForOfferedAgreement')).offerYear,
    ).toBe(requestYear);
    const [detail] = await get<AgreementDetail[]>(
      `/api/Agreement/getAgreementDetailsForYear?year=${requestYear}`,
    );
    if (applied.kind !== 'applied') throw new Error('not applied');
    expect(detail).toMatchObject({
      agreementId: KARIN_AGREEMENT,
      hasAgreementEnded: false,
      totalAmount: applied.monthlyPremiumCents,
      endDate: `${requestYear}-12-31`,
    });
    expect(detail?.policyDetails[0]?.products.map((line) => line.code).sort()).toEqual([
      'AP-1',
      'MB-NATURA',
      'OW-0',
      'TA-250',
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Agreement/AgreementMutable',
      headers: headers(),
      payload: { agreementId: KARIN_AGREEMENT, contractCode: 'ZZ-PARTICULIER', policyYear: requestYear },
    });
    expect(reply.json<AgreementMutability>()).toMatchObject({ mode: 'change', isMutable: true });
  });

  it('puts a policy schedule and a request confirmation in her message box, in Dutch and English', async () => {
    if (applied.kind !== 'applied') throw new Error('not applied');
    const { letters, monthlyPremiumCents } = applied;
    const list = await get<Document[]>('/api/Document/GetDocumentList');
    const confirmation = list.find((document) => document.documentID === letters.confirmationId);
    const schedule = list.find((document) => document.documentID === letters.policyScheduleId);
    expect(confirmation?.docType).toBe('Aanvraag');
    expect(schedule?.docType).toBe('Polisblad');
    const read = async (language: string) => {
      const letter = await get<Letter>(`/api/Document/GetLetter/${letters.confirmationId}`, language);
      return [letter.title, ...letter.paragraphs].join('\n');
    };
    const premium = formatCents(monthlyPremiumCents);
    const dutch = await read('nl-NL');
    expect(dutch).toContain(`Aanvraag polis ${requestYear}`);
    expect(dutch).toContain(`loopt door vanaf 1 januari ${requestYear}`);
    expect(dutch).toContain(`Uw premie voor ${requestYear} is ${premium} per maand.`);
    expect(dutch).not.toContain('vervalt');
    const english = await read('en-GB');
    expect(english).toContain(`Policy request ${requestYear}`);
    expect(english).toContain(`Your insurance continues from 1 January ${requestYear}`);
  });

  it("is invoiced by the premium run from the year's first month", async () => {
    if (applied.kind !== 'applied') throw new Error('not applied');
    t.clock.set(dayAt(`${seedYear}-12-15`));
    await invoicePremiums(ctx());
    const [january] = await t.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.agreementId, KARIN_AGREEMENT),
          eq(invoices.kind, 'premium'),
          eq(invoices.premiumPeriodStart, `${requestYear}-01-01`),
        ),
      );
    expect(january?.amountCents).toBe(applied.monthlyPremiumCents);
  });
});
