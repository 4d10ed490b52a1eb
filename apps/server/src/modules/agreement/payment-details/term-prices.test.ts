import type { PaymentDetails } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAt } from '../../../test/pinned-world.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Seeded on the first 31 October from today, the day before next year's premiums come out
 * (decision 0009); the clock then moves to 1 November, when a new term starts in a year whose
 * premiums are known.
 */
const wallToday = insurerToday(new Date());
const seedYear = Number(wallToday.slice(0, 4)) + (`${wallToday.slice(0, 4)}-10-31` < wallToday ? 1 : 0);
const JAN = 10_000_001;

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp({ today: `${seedYear}-10-31` });
  token = (await t.accessTokens(['jan.devries']))['jan.devries']!;
});
afterAll(() => t.close());

const inject = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function paymentDetails(): Promise<PaymentDetails> {
  const reply = await inject(
    `/api/Agreement/GetPaymentDetails?agreementId=${JAN}&contractCode=ZZ-PARTICULIER`,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<PaymentDetails>();
}

/** The household's monthly premium in a year, as the policy overview shows it. */
async function monthlyPremiumIn(year: number): Promise<number> {
  const reply = await inject(`/api/Agreement/getAgreementDetailsForYear?year=${year}`);
  const detail = reply
    .json<{ agreementId: number; totalAmount: number }[]>()
    .find((d) => d.agreementId === JAN);
  if (!detail) throw new Error(`No agreement details of ${year}`);
  return detail.totalAmount;
}

const option = (details: PaymentDetails, term: number) =>
  details.paymentTerms.find((candidate) => candidate.paymentTerm === term)!;

describe('payment-term prices around 1 November, on a pinned clock', () => {
  it('on 31 October compares in this year, and offers no term that would start next year', async () => {
    const details = await paymentDetails();
    const monthly = await monthlyPremiumIn(seedYear);
    expect(details.paymentTermsPriceYear).toBe(seedYear);
    expect(details.currentAmountPerTerm).toBe(monthly);
    expect(option(details, 1)).toMatchObject({ amountPerTerm: monthly, yearlyTotal: monthly * 12 });
    expect(details.paymentTerms.filter((term) => term.isMutable).map((term) => term.paymentTerm)).toEqual([
      1,
    ]);
  });

  it('from 1 November prices every term, the current one too, in next year’s premium, with its year total and saving', async () => {
    t.clock.set(dayAt(`${seedYear}-11-01`));
    token = (await t.accessTokens(['jan.devries']))['jan.devries']!;
    const details = await paymentDetails();
    const now = await monthlyPremiumIn(seedYear);
    const next = await monthlyPremiumIn(seedYear + 1);
    expect(next).not.toBe(now);
    expect(details.paymentTermsPriceYear).toBe(seedYear + 1);
    // What is collected now stays this year's.
    expect(details.currentAmountPerTerm).toBe(now);
    expect(option(details, 1)).toMatchObject({
      amountPerTerm: next,
      yearlyTotal: next * 12,
      yearlySaving: 0,
    });
    // A quarter costs three months, a half year six: no term looks dearer than the months it covers.
    expect(option(details, 3)).toMatchObject({
      amountPerTerm: next * 3,
      yearlyTotal: next * 12,
      yearlySaving: 0,
    });
    expect(option(details, 6)).toMatchObject({
      amountPerTerm: next * 6,
      yearlyTotal: next * 12,
      yearlySaving: 0,
    });
    const yearly = option(details, 12);
    expect(yearly.yearlySaving).toBe(Math.round((next * 12) / 100));
    expect(yearly.yearlyTotal! + yearly.yearlySaving!).toBe(next * 12);
    expect(details.paymentTerms.every((term) => term.isMutable)).toBe(true);
    expect(details.paymentTerms.slice(1).map((term) => term.startsOn)).toEqual(
      Array(3).fill(`${seedYear + 1}-01-01`),
    );
  });
});
