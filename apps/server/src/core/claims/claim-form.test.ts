import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimFacts, type SubmittedClaim } from './claim-form.ts';

const address = (city: string) => ({
  IsHome: false,
  Country: 'NL',
  PostalCode: '3521 AB',
  HouseNumber: 1,
  Street: 'Straat',
  City: city,
});

const transport = (overrides: Partial<NonNullable<SubmittedClaim['Transport']>>): SubmittedClaim => ({
  CurrentSelectedCustomerNumber: '20000001',
  IsTransportCosts: true,
  IsAbroad: false,
  IsTruthful: true,
  Transport: {
    TreatmentType: 'hospital-visit',
    TravelType: 'own',
    From: address('Utrecht'),
    To: address('Zeist'),
    DistanceKm: 10,
    Trips: [{ Date: '2026-05-01', IsSingleTrip: true }],
    ...overrides,
  },
});

describe('claimFacts', () => {
  it('inland: one activity of the amount on the treatment date', () => {
    const facts = claimFacts({
      CurrentSelectedCustomerNumber: '20000001',
      IsTransportCosts: false,
      IsAbroad: false,
      IsTruthful: true,
      Inland: {
        CareType: 'physiotherapy',
        CareProvider: 'Fysio Zeist',
        TreatmentDate: '2026-04-02',
        Amount: 4_500,
      },
    });
    expect(facts).toMatchObject({
      kind: 'inland',
      careType: 'physiotherapy',
      treatmentDate: '2026-04-02',
      totalCents: 4_500,
      amountPath: 'Inland.Amount',
    });
    expect(facts?.activities).toEqual([
      { date: '2026-04-02', description: 'Fysiotherapie: Fysio Zeist', declaredCents: 4_500 },
    ]);
  });

  it('own car 10 km: single 10 x 0,34 = 3,40, return 6,80, plus a 2,50 ferry: 12,70 over 2 dates', () => {
    const facts = claimFacts(
      transport({
        Trips: [
          { Date: '2026-05-03', IsSingleTrip: false, ExtraCostType: 'ferry', ExtraCostAmount: 250 },
          { Date: '2026-05-01', IsSingleTrip: true },
        ],
      }),
    );
    expect(facts?.activities.map((a) => [a.date, a.declaredCents])).toEqual([
      ['2026-05-03', 680],
      ['2026-05-03', 250],
      ['2026-05-01', 340],
    ]);
    expect(facts).toMatchObject({
      totalCents: 1_270,
      treatmentDate: '2026-05-01',
      lastTreatmentDate: '2026-05-03',
      transportTreatment: 'hospital-visit',
    });
  });

  it('taxi 10,00 over 3 trips: 3,34 + 3,33 + 3,33', () => {
    const facts = claimFacts(
      transport({
        TravelType: 'taxi',
        DistanceKm: undefined,
        Amount: 1_000,
        Trips: ['2026-05-01', '2026-05-02', '2026-05-03'].map((day) => ({ Date: day, IsSingleTrip: true })),
      }),
    );
    expect(facts?.activities.map((a) => a.declaredCents)).toEqual([334, 333, 333]);
  });

  it('public transport: the trips always add up to the amount given, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 20 }), (amount, trips) => {
        const facts = claimFacts(
          transport({
            TravelType: 'public',
            DistanceKm: undefined,
            Amount: amount,
            Trips: Array.from({ length: trips }, () => ({ Date: '2026-05-01', IsSingleTrip: false })),
          }),
        );
        const parts = facts?.activities.map((a) => a.declaredCents) ?? [];
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('abroad 150,00 GBP = 175,50 euro at 1.17; from date to date', () => {
    const facts = claimFacts({
      CurrentSelectedCustomerNumber: '20000001',
      IsTransportCosts: false,
      IsAbroad: true,
      IsTruthful: true,
      Abroad: {
        Country: 'GB',
        DateFrom: '2026-07-01',
        DateTo: '2026-07-03',
        Currency: 'GBP',
        Amount: 15_000,
        Description: 'Gebroken pols',
        HasPreExistingCondition: false,
        HasTravelInsurance: false,
        CouldThirdPartyBeLiable: true,
        Accident: { Date: '2026-06-30', Place: 'Londen', Description: 'Gevallen', IsTrafficAccident: false },
      },
    });
    expect(facts).toMatchObject({
      kind: 'abroad',
      countryCode: 'GB',
      totalCents: 17_550,
      lastTreatmentDate: '2026-07-03',
    });
  });

  it('abroad in a currency the rate table lacks: undefined (refused at submission)', () => {
    const facts = claimFacts({
      CurrentSelectedCustomerNumber: '20000001',
      IsTransportCosts: false,
      IsAbroad: true,
      IsTruthful: true,
      Abroad: {
        Country: 'XX',
        DateFrom: '2026-07-01',
        DateTo: '2026-07-03',
        Currency: 'XYZ',
        Amount: 100,
        Description: 'x',
        HasPreExistingCondition: false,
        HasTravelInsurance: false,
        CouldThirdPartyBeLiable: false,
      },
    });
    expect(facts).toBeUndefined();
  });
});
