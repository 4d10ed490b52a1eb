import { SeatedPatientTransportFields } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { assessSeatedTransport } from './assessment.ts';

const address = {
  Street: 'Wagnerlaan',
  HouseNumber: 55,
  PostalCode: '6815 AD',
  City: 'Arnhem',
  CountryCode: 'NL',
};
const base = {
  CurrentSelectedCustomerNumber: '20000001',
  RequestType: 'first-request',
  StartDate: '2026-12-01',
  EndDate: '2027-06-01',
  CanTravelOwn: true,
};
const parse = (fields: Record<string, unknown>) => SeatedPatientTransportFields.parse({ ...base, ...fields });
const hardship = (duration: { Amount: number; Unit: 1 | 2 }, trips: { Amount: number; Unit: 1 | 2 }) =>
  parse({
    SituationType: 'hardship-clause',
    Hardship: {
      Indication: 'Chemotherapie',
      MultipleInstances: false,
      CareInstances: [
        {
          Name: 'Ziekenhuis Rijnstate',
          Address: address,
          Duration: duration,
          Distance: { Amount: 12, Unit: 'km' },
          AmountTransportNeeded: trips,
        },
      ],
    },
  });
const eyes = (SmallerAs20Degrees: boolean, LeftEye: string, RightEye: string) =>
  parse({ SituationType: 'visually-impaired', VisuallyImpaired: { SmallerAs20Degrees, LeftEye, RightEye } });

describe('assessSeatedTransport', () => {
  it('approves a hardship case of at least 8 weeks with transport at least weekly', () => {
    expect(assessSeatedTransport(hardship({ Amount: 2, Unit: 2 }, { Amount: 1, Unit: 1 })).status).toBe(
      'approved',
    );
    expect(assessSeatedTransport(hardship({ Amount: 8, Unit: 1 }, { Amount: 4, Unit: 2 })).status).toBe(
      'approved',
    );
  });

  it('rejects a hardship case that is short or infrequent, saying why', () => {
    const short = assessSeatedTransport(hardship({ Amount: 7, Unit: 1 }, { Amount: 3, Unit: 1 }));
    expect(short).toEqual({ status: 'rejected', reason: expect.stringMatching(/minstens 2 maanden/) });
    expect(assessSeatedTransport(hardship({ Amount: 6, Unit: 2 }, { Amount: 3, Unit: 2 })).status).toBe(
      'rejected',
    );
  });

  it('approves a field of vision under 20 degrees, or low vision in the better eye', () => {
    expect(assessSeatedTransport(eyes(true, '0.9', '1.0')).status).toBe('approved');
    expect(assessSeatedTransport(eyes(false, '0.2', '0,25')).status).toBe('approved');
    expect(assessSeatedTransport(eyes(false, '0.1', '0.3')).status).toBe('rejected');
  });

  it('approves transport to kidney dialysis or oncology named as the purpose', () => {
    for (const Purpose of ['kidney-dialysis', 'oncology']) {
      const treatment = parse({
        Purpose,
        SituationType: 'all-other',
        AllOther: { Name: 'Rijnstate', CareInstance: address },
      });
      expect(assessSeatedTransport(treatment).status).toBe('approved');
    }
  });

  it('approves a wheelchair user and rejects any other situation', () => {
    const wheelchair = parse({
      SituationType: 'wheelchair',
      Wheelchair: { MaxAmountWalking: 0, LongTermDependent: true },
    });
    expect(assessSeatedTransport(wheelchair).status).toBe('approved');
    const other = parse({
      SituationType: 'all-other',
      AllOther: { Name: 'Fysiotherapie', CareInstance: address },
    });
    expect(assessSeatedTransport(other).status).toBe('rejected');
  });
});
