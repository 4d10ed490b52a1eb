import type { AgreementMutability, ContractCards, ContractValidation } from '@mijn/contract';
import { insurerToday, yearOf } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAt } from '../../test/pinned-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/** karin.dekker's agreement ends on 31 December of the seed year: the next year she has no policy. */
const KARIN = { agreementId: 10_000_008, contractCode: 'ZZ-PARTICULIER' };
const JAN = { agreementId: 10_000_001, contractCode: 'ZZ-PARTICULIER' };
const KARIN_COVER = ['MB-NATURA', 'AP-1', 'TA-250', 'OW-500'];
const USERS = ['karin.dekker', 'jan.devries'] as const;

/** The first 31 October on or after the wall clock's day: the day before next year's offer opens. */
const wallDay = insurerToday(new Date());
const seedYear = wallDay <= `${yearOf(wallDay)}-10-31` ? yearOf(wallDay) : yearOf(wallDay) + 1;
const requestYear = seedYear + 1;

let t: TestApp;
let tokens: Record<string, string> = {};
let karin = '';

beforeAll(async () => {
  t = await createTestApp({ today: `${seedYear}-10-31` });
  tokens = await t.accessTokens(USERS);
  karin = await t.customerNumberOf('Karin', 'Dekker');
});
afterAll(() => t.close());

/** Moves the server clock (only forward) and logs in again, as a day later a user would. */
async function onDay(day: string) {
  t.clock.set(dayAt(day));
  tokens = await t.accessTokens(USERS);
}

const post = (user: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearer(tokens[user] ?? '') });
const mutable = async (user: string, agreement: object, policyYear: number) => {
  const reply = await post(user, 'Agreement/AgreementMutable', { ...agreement, policyYear });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<AgreementMutability>();
};
const offerYear = async (user: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Agreement/GetYearForOfferedAgreement',
    headers: bearer(tokens[user] ?? ''),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ offerYear: number | null }>().offerYear;
};

describe('requesting a policy for a year the household has none in (polis-aanvragen)', () => {
  it('on 31 October: next year is a request, not yet possible, and not offered yet', async () => {
    expect(await mutable('karin.dekker', KARIN, requestYear)).toMatchObject({
      mode: 'request',
      isMutable: false,
      reason: 'not-yet-possible',
      changePossibleFrom: `${seedYear}-11-01`,
    });
    expect(await mutable('karin.dekker', KARIN, seedYear)).toMatchObject({ mode: 'change' });
    expect(await offerYear('karin.dekker')).toBeNull();
  });

  it('from 1 November: may be requested, and the overview offers the year', async () => {
    await onDay(`${seedYear}-11-01`);
    expect(await mutable('karin.dekker', KARIN, requestYear)).toMatchObject({
      mode: 'request',
      isMutable: true,
      reason: null,
      user: karin,
      paymentTerm: { isMutable: true, reason: null },
    });
    expect(await offerYear('karin.dekker')).toBe(requestYear);
    // Jan's household has next year's policy: he changes it.
    expect(await mutable('jan.devries', JAN, requestYear)).toMatchObject({ mode: 'change', isMutable: true });
    // The year after is not open, and nobody would continue into it.
    expect(await mutable('karin.dekker', KARIN, requestYear + 1)).toMatchObject({
      mode: 'request',
      isMutable: false,
      reason: 'agreement-ended',
    });
  });

  it('serves the cards of the year, proposing the cover she had last', async () => {
    const reply = await post('karin.dekker', 'Contract/GetContractCardsForActivePolicies', {
      ...KARIN,
      year: requestYear,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const cards = reply.json<ContractCards>();
    expect(cards).toMatchObject({ year: requestYear, startDate: `${requestYear}-01-01`, paymentTerm: 1 });
    expect(cards.insuredPersons).toEqual([expect.objectContaining({ customerNumber: karin, role: 'H' })]);
    expect(cards.currentSelection).toEqual([{ customerNumber: karin, productComponentCodes: KARIN_COVER }]);
    const selected = Object.values(cards.groups)
      .flatMap((group) => group.cards)
      .filter((card) => card.isSelected && !card.isNoInsurance)
      .map((card) => card.productComponentCode);
    expect(selected.sort()).toEqual([...KARIN_COVER].sort());
    const basic = cards.groups.basic.cards.find((card) => card.productComponentCode === 'MB-NATURA');
    expect(basic?.insuredPersons[0]?.netPremiumWithDiscount).toBeGreaterThan(0);
  });

  it("validates a selection of the year and totals it at that year's premiums", async () => {
    const validate = async (codes: string[]) => {
      const reply = await post('karin.dekker', 'Contract/validate', {
        ...KARIN,
        language: 'nl',
        startDate: `${requestYear}-01-01`,
        selectedPaymentTerm: 1,
        chosenInsurances: [{ customerNumber: karin, productComponentCodes: codes }],
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<ContractValidation>();
    };
    const last = await validate(KARIN_COVER);
    expect(last).toMatchObject({ isValid: true, issues: [] });
    expect(last.totals.totalNettoAmountMonth).toBeGreaterThan(0);
    const lowerExcess = await validate(['MB-NATURA', 'AP-1', 'TA-250', 'OW-0']);
    expect(lowerExcess.isValid).toBe(true);
    expect(lowerExcess.totals.totalNettoAmountMonth).toBeGreaterThan(last.totals.totalNettoAmountMonth);
    const withoutBasic = await validate(['AP-1', 'OW-500']);
    expect(withoutBasic.issues).toContainEqual({
      kind: 'missing-required',
      customerNumber: karin,
      group: 'basic',
    });
  });

  it("keeps the households apart: neither sees nor requests the other's agreement", async () => {
    const statusOf = async (user: string, url: string, payload: object) =>
      (await post(user, url, payload)).statusCode;
    expect(
      await statusOf('jan.devries', 'Agreement/AgreementMutable', { ...KARIN, policyYear: requestYear }),
    ).toBe(404);
    expect(
      await statusOf('jan.devries', 'Contract/GetContractCardsForActivePolicies', {
        ...KARIN,
        year: requestYear,
      }),
    ).toBe(404);
    expect(
      await statusOf('karin.dekker', 'Contract/GetContractCardsForActivePolicies', {
        ...JAN,
        year: requestYear,
      }),
    ).toBe(404);
    expect(
      await statusOf('karin.dekker', 'Agreement/AgreementMutable', { ...JAN, policyYear: requestYear }),
    ).toBe(404);
  });

  it('on 31 January, her agreement ended a month ago, the year may still be requested; from 1 February not', async () => {
    await onDay(`${requestYear}-01-31`);
    expect(await mutable('karin.dekker', KARIN, requestYear)).toMatchObject({
      mode: 'request',
      isMutable: true,
      reason: null,
    });
    await onDay(`${requestYear}-02-01`);
    expect(await mutable('karin.dekker', KARIN, requestYear)).toMatchObject({
      mode: 'request',
      isMutable: false,
      reason: 'not-yet-possible',
    });
  });
});
