import { careTypes } from '@mijn/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjudicate,
  adjudicateInDateOrder,
  type Claim,
  type CoverProduct,
  type InsuredCover,
  noUsage,
  type YearUsage,
} from './adjudicate.ts';
import { toEuroCents } from './currencies.ts';

/** Prints a day as the documents area does for the portal. */
const wording = { printDay: (isoDay: string) => isoDay.split('-').reverse().join('-') };

const year = (type: CoverProduct['type'], extra: Partial<CoverProduct> = {}): CoverProduct => ({
  type,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  yearlyMaximumCents: null,
  voluntaryExcessCents: null,
  ...extra,
});

const adult: InsuredCover = {
  birthDate: '1980-05-01',
  products: [
    year('MB'),
    year('OW', { voluntaryExcessCents: 0 }),
    year('AP', { yearlyMaximumCents: 50_000 }),
    year('TA', { yearlyMaximumCents: 25_000 }),
  ],
};
const adultWithVoluntary: InsuredCover = {
  ...adult,
  products: [year('MB'), year('OW', { voluntaryExcessCents: 50_000 })],
};
const basicOnly: InsuredCover = { birthDate: '1980-05-01', products: [year('MB')] };
const child: InsuredCover = { birthDate: '2016-03-10', products: [year('MB'), year('AP')] };

const care = (careType: Parameters<typeof careClaim>[0], cents: number, date = '2026-03-02') =>
  careClaim(careType, cents, date);
function careClaim(
  careType: Extract<Claim['benefit'], { kind: 'care' }>['careType'],
  cents: number,
  date: string,
): Claim {
  return {
    benefit: { kind: 'care', careType },
    activities: [{ date, description: careType, declaredCents: cents }],
    receiver: 'D',
  };
}
const used = (patch: Partial<YearUsage>): YearUsage => ({ ...noUsage, ...patch });

describe('adjudicate: basic cover and the excess', () => {
  it('hospital 500,00 in a fresh year: excess 385,00 taken, 500 - 385 = 115,00 compensated', () => {
    const result = adjudicate(wording, care('hospital', 50_000), adult, noUsage);
    expect(result).toMatchObject({
      coverProductType: 'MB',
      declaredCents: 50_000,
      excessCents: 38_500,
      compensatedCents: 11_500,
      uncompensatedCents: 38_500,
      payOutCents: 11_500,
      rejectionReason: null,
      rejectionCodes: [],
    });
    expect(result.usage.excessCents).toBe(38_500);
  });

  it('hospital 500,00 with 500 voluntary excess: total 385 + 500 = 885, all 500,00 is excess', () => {
    const result = adjudicate(wording, care('hospital', 50_000), adultWithVoluntary, noUsage);
    expect(result.excessCents).toBe(50_000);
    expect(result.compensatedCents).toBe(0);
  });

  it('hospital 200,00 after 300,00 excess used: only 385 - 300 = 85,00 excess, 115,00 compensated', () => {
    const result = adjudicate(wording, care('hospital', 20_000), adult, used({ excessCents: 30_000 }));
    expect(result.excessCents).toBe(8_500);
    expect(result.compensatedCents).toBe(11_500);
  });

  it('GP 60,00: no excess, 60,00 compensated', () => {
    const result = adjudicate(wording, care('general-practitioner', 6_000), adult, noUsage);
    expect(result).toMatchObject({ excessCents: 0, compensatedCents: 6_000, coverProductType: 'MB' });
  });

  it('a child (10) at hospital 500,00: no excess, 500,00 compensated', () => {
    const result = adjudicate(wording, care('hospital', 50_000), child, noUsage);
    expect(result).toMatchObject({ excessCents: 0, compensatedCents: 50_000 });
  });

  it('turning 18 on 2026-03-10: a treatment on the 9th pays no excess, on the 10th it does', () => {
    const turning: InsuredCover = { birthDate: '2008-03-10', products: [year('MB')] };
    expect(adjudicate(wording, care('hospital', 10_000, '2026-03-09'), turning, noUsage).excessCents).toBe(0);
    expect(adjudicate(wording, care('hospital', 10_000, '2026-03-10'), turning, noUsage).excessCents).toBe(
      10_000,
    );
  });

  it('maternity 1000,00: no excess, own contribution 10% = 100,00 not covered, 900,00 compensated', () => {
    const result = adjudicate(wording, care('maternity', 100_000), adult, noUsage);
    expect(result).toMatchObject({ excessCents: 0, notCoveredCents: 10_000, compensatedCents: 90_000 });
    expect(result.rejectionReason).toContain('kraamzorg');
    expect(result.rejectionCodes).toEqual(['own-contribution']);
  });

  it('without basic cover on the day nothing is compensated and the reason says so', () => {
    const result = adjudicate(wording, care('hospital', 10_000, '2025-06-01'), adult, noUsage);
    expect(result).toMatchObject({ compensatedCents: 0, notCoveredCents: 10_000, excessCents: 0 });
    expect(result.rejectionReason).toContain('basisverzekering');
    expect(result.rejectionCodes).toEqual(['not-insured']);
  });
});

describe('adjudicate: medicines and the GVS contribution', () => {
  it('pharmacy 80,00 in a fresh year: GVS 10% = 8,00, excess takes the other 72,00, 0 compensated', () => {
    const result = adjudicate(wording, care('pharmacy', 8_000), adult, noUsage);
    expect(result).toMatchObject({
      gvsCents: 800,
      excessCents: 7_200,
      compensatedCents: 0,
      uncompensatedCents: 8_000,
    });
  });

  it('pharmacy 80,00 with the excess used up: GVS 8,00, 72,00 compensated', () => {
    const result = adjudicate(wording, care('pharmacy', 8_000), adult, used({ excessCents: 38_500 }));
    expect(result).toMatchObject({ gvsCents: 800, excessCents: 0, compensatedCents: 7_200 });
  });

  it('GVS capped at 250,00 a year: with 249,00 used, only 1,00 of the 8,00 is GVS, 79,00 compensated', () => {
    const result = adjudicate(
      wording,
      care('pharmacy', 8_000),
      adult,
      used({ excessCents: 38_500, gvsCents: 24_900 }),
    );
    expect(result).toMatchObject({ gvsCents: 100, compensatedCents: 7_900 });
    expect(result.usage.gvsCents).toBe(25_000);
  });
});

describe('adjudicate: supplementary and dental cover', () => {
  it('physiotherapy 300,00 with AP (max 500,00, 400,00 used): 100,00 paid, 200,00 not covered, no excess', () => {
    const result = adjudicate(
      wording,
      care('physiotherapy', 30_000),
      adult,
      used({ supplementaryCents: 40_000 }),
    );
    expect(result).toMatchObject({
      coverProductType: 'AP',
      compensatedCents: 10_000,
      notCoveredCents: 20_000,
      excessCents: 0,
    });
    expect(result.rejectionReason).toContain('maximum');
    expect(result.rejectionCodes).toEqual(['maximum-reached']);
    expect(result.usage.supplementaryCents).toBe(50_000);
  });

  it('glasses 150,00 without supplementary cover: nothing paid, reason names the supplementary cover', () => {
    const result = adjudicate(wording, care('glasses-and-lenses', 15_000), basicOnly, noUsage);
    expect(result).toMatchObject({ coverProductType: 'AP', compensatedCents: 0, notCoveredCents: 15_000 });
    expect(result.rejectionReason).toContain('aanvullende verzekering');
  });

  it('a supplementary product without a yearly maximum pays up to the default 250,00', () => {
    const result = adjudicate(wording, care('alternative-medicine', 30_000), child, noUsage);
    expect(result).toMatchObject({ compensatedCents: 25_000, notCoveredCents: 5_000 });
  });

  it('dental 300,00 for an adult with TA 250: 250,00 paid, 50,00 not covered, counted as TA', () => {
    const result = adjudicate(wording, care('dental', 30_000), adult, noUsage);
    expect(result).toMatchObject({
      coverProductType: 'TA',
      compensatedCents: 25_000,
      notCoveredCents: 5_000,
    });
    expect(result.usage.dentalCents).toBe(25_000);
  });

  it('dental 300,00 for a child: basic cover pays it all, no excess', () => {
    const result = adjudicate(wording, care('dental', 30_000), child, noUsage);
    expect(result).toMatchObject({ coverProductType: 'MB', compensatedCents: 30_000, excessCents: 0 });
  });

  it('dental for an adult without TA: nothing paid', () => {
    const result = adjudicate(wording, care('dental', 30_000), basicOnly, noUsage);
    expect(result).toMatchObject({ coverProductType: 'TA', compensatedCents: 0, notCoveredCents: 30_000 });
  });
});

describe('adjudicate: abroad and transport', () => {
  it('abroad 100,00 USD = 92,00 euro at 0.92; Dutch tariff 80% = 73,60; excess takes it all', () => {
    const euro = toEuroCents(10_000, 'USD');
    expect(euro).toBe(9_200);
    const claim: Claim = {
      benefit: { kind: 'abroad' },
      activities: [{ date: '2026-04-01', description: 'Spoedeisende hulp', declaredCents: euro ?? 0 }],
      receiver: 'D',
    };
    const result = adjudicate(wording, claim, adult, noUsage);
    expect(result).toMatchObject({ notCoveredCents: 1_840, excessCents: 7_360, compensatedCents: 0 });
    expect(result.rejectionReason).toContain('Nederlandse tarief');
    expect(result.rejectionCodes).toEqual(['dutch-tariff']);
  });

  it('abroad 1000,00 euro with the excess used up: 800,00 compensated, 200,00 not covered', () => {
    const claim: Claim = {
      benefit: { kind: 'abroad' },
      activities: [{ date: '2026-04-01', description: 'Ziekenhuis', declaredCents: 100_000 }],
      receiver: 'D',
    };
    const result = adjudicate(wording, claim, adult, used({ excessCents: 38_500 }));
    expect(result).toMatchObject({ compensatedCents: 80_000, notCoveredCents: 20_000, excessCents: 0 });
  });

  it('abroad with prior approval covering the date (decision 0056): paid in full, not at the Dutch tariff', () => {
    const dialysis = (date: string) => ({
      date,
      description: 'Nierdialyse Marbella',
      declaredCents: 100_000,
    });
    const claim: Claim = {
      benefit: { kind: 'abroad', approvedDates: new Set(['2026-04-01']) },
      activities: [dialysis('2026-04-01'), dialysis('2026-04-02')],
      receiver: 'D',
    };
    const result = adjudicate(wording, claim, adult, used({ excessCents: 38_500 }));
    expect(result.activities.map((a) => [a.date, a.compensatedCents, a.notCoveredCents])).toEqual([
      ['2026-04-01', 100_000, 0],
      ['2026-04-02', 80_000, 20_000],
    ]);
  });

  it('three approved trips of 15,64 (23 km return x 0.34) with 5,00 excess left: the earliest trip pays it', () => {
    const trip = (date: string) => ({ date, description: 'Rit', declaredCents: 2 * 23 * 34 });
    const claim: Claim = {
      benefit: { kind: 'transport', approvedDates: new Set(['2026-05-01', '2026-05-08', '2026-05-15']) },
      activities: [trip('2026-05-15'), trip('2026-05-01'), trip('2026-05-08')],
      receiver: 'D',
    };
    const result = adjudicate(wording, claim, adult, used({ excessCents: 38_000 }));
    expect(result.activities.map((a) => [a.date, a.excessCents, a.compensatedCents])).toEqual([
      ['2026-05-01', 500, 1_064],
      ['2026-05-08', 0, 1_564],
      ['2026-05-15', 0, 1_564],
    ]);
    expect(result).toMatchObject({ declaredCents: 4_692, excessCents: 500, compensatedCents: 4_192 });
  });

  it('a trip on a date without approval is not covered; the approved one is', () => {
    const claim: Claim = {
      benefit: { kind: 'transport', approvedDates: new Set(['2026-05-01']) },
      activities: [
        { date: '2026-05-01', description: 'Rit', declaredCents: 2_000 },
        { date: '2026-05-02', description: 'Rit', declaredCents: 3_000 },
      ],
      receiver: 'D',
    };
    const result = adjudicate(wording, claim, adult, used({ excessCents: 38_500 }));
    expect(result).toMatchObject({ compensatedCents: 2_000, notCoveredCents: 3_000 });
    expect(result.rejectionReason).toContain('toestemming');
  });
});

describe('adjudicate: who is paid', () => {
  it('care provider (M) is paid 500,00 in full; the 385,00 excess is collection risk', () => {
    const claim = { ...care('hospital', 50_000), receiver: 'M' as const };
    const result = adjudicate(wording, claim, adult, noUsage);
    expect(result).toMatchObject({
      compensatedCents: 11_500,
      payOutCents: 50_000,
      collectionRiskCents: 38_500,
    });
  });
});

describe('adjudicate: the same bill as an accepted claim', () => {
  it('pays nothing, takes no excess, and names the earlier claim in its reason', () => {
    const duplicateOf = { declarationId: 'D2026W00000042', receivedDate: '2026-03-04' };
    const result = adjudicate(wording, { ...care('hospital', 50_000), duplicateOf }, adult, noUsage);
    expect(result).toMatchObject({
      compensatedCents: 0,
      excessCents: 0,
      notCoveredCents: 50_000,
      payOutCents: 0,
      usage: noUsage,
    });
    expect(result.rejectionReason).toContain('declaratie D2026W00000042 van 04-03-2026');
  });
});

describe('adjudicateInDateOrder', () => {
  it('a January 200,00 bill takes the excess before a March 300,00 bill, whatever the input order', () => {
    const march = care('hospital', 30_000, '2026-03-01');
    const january = care('hospital', 20_000, '2026-01-15');
    const [marchResult, januaryResult] = adjudicateInDateOrder(wording, [march, january], adult);
    expect(januaryResult?.excessCents).toBe(20_000);
    expect(marchResult?.excessCents).toBe(18_500);
    expect(marchResult?.compensatedCents).toBe(11_500);
  });
});

describe('adjudicate: properties', () => {
  const covers = [adult, adultWithVoluntary, basicOnly, child];
  const activity = fc.record({
    date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-0${1 + (d % 9)}-${String(d).padStart(2, '0')}`),
    description: fc.constant('x'),
    declaredCents: fc.integer({ min: 0, max: 200_000 }),
  });
  const claim = fc.oneof(
    fc.record({
      benefit: fc.constantFrom(...careTypes).map((careType) => ({ kind: 'care' as const, careType })),
      activities: fc.array(activity, { minLength: 1, maxLength: 1 }),
      receiver: fc.constantFrom('D' as const, 'M' as const),
    }),
    fc.record({
      benefit: fc.constant({ kind: 'abroad' as const }),
      activities: fc.array(activity, { minLength: 1, maxLength: 1 }),
      receiver: fc.constant('D' as const),
    }),
    fc.record({
      benefit: fc
        .array(activity.map((a) => a.date))
        .map((dates) => ({ kind: 'transport' as const, approvedDates: new Set(dates) })),
      activities: fc.array(activity, { minLength: 1, maxLength: 20 }),
      receiver: fc.constant('D' as const),
    }),
  );

  it('declared = compensated + excess + GVS + not covered, every part >= 0, per activity and in total', () => {
    fc.assert(
      fc.property(fc.array(claim, { maxLength: 12 }), fc.constantFrom(...covers), (claims, cover) => {
        for (const result of adjudicateInDateOrder(wording, claims, cover)) {
          for (const a of [...result.activities, { ...result, declaredCents: result.declaredCents }]) {
            expect(a.compensatedCents + a.excessCents + a.gvsCents + a.notCoveredCents).toBe(a.declaredCents);
            for (const part of [a.compensatedCents, a.excessCents, a.gvsCents, a.notCoveredCents]) {
              expect(part).toBeGreaterThanOrEqual(0);
            }
          }
          expect(result.compensatedCents + result.uncompensatedCents).toBe(result.declaredCents);
        }
      }),
    );
  });

  it('a year never consumes more excess than 385 + voluntary, nor more GVS than 250,00', () => {
    fc.assert(
      fc.property(fc.array(claim, { maxLength: 15 }), fc.constantFrom(...covers), (claims, cover) => {
        const results = adjudicateInDateOrder(wording, claims, cover);
        const excess = results.reduce((sum, r) => sum + r.excessCents, 0);
        const gvs = results.reduce((sum, r) => sum + r.gvsCents, 0);
        const voluntary = cover === adultWithVoluntary ? 50_000 : 0;
        expect(excess).toBeLessThanOrEqual(cover === child ? 0 : 38_500 + voluntary);
        expect(gvs).toBeLessThanOrEqual(25_000);
      }),
    );
  });
});
