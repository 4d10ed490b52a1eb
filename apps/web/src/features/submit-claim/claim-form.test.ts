import { submitDeclarationFieldsOn, toFormFields } from '@mijn/contract';
import { MAX_TRIPS } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/forms/index.ts';
import {
  type ClaimFormValues,
  type ClaimStep,
  claimStepScopes,
  emptyTrip,
  initialClaimValues,
  type KnownIban,
  payoutErrors,
  toSubmitFields,
} from './claim-form.ts';

const today = '2026-11-22';
const knownAccount: KnownIban = {
  hasKnownIban: true,
  ibanPayedByInsured: 'NL91 **** **** **43 00',
  mayChangeIban: true,
};
const noKnownAccount: KnownIban = { hasKnownIban: false, ibanPayedByInsured: null, mayChangeIban: true };
const context = { today, account: knownAccount };

/** What the screen checks on leaving a step: the contract against today, and the payout choice. */
function validateStep(values: ClaimFormValues, step: ClaimStep, { today, account }: typeof context) {
  return {
    ...schemaErrors(submitDeclarationFieldsOn(today), toSubmitFields(values, account), claimStepScopes[step]),
    ...(step === 'payout' ? payoutErrors(values, account) : {}),
  };
}

function inland(): ClaimFormValues {
  const values = initialClaimValues('10000001');
  values.Inland = {
    CareType: 'pharmacy',
    CareProvider: 'Apotheek Centrum',
    TreatmentDate: '2026-11-20',
    Amount: '12,50',
  };
  return values;
}

function abroad(): ClaimFormValues {
  const values = initialClaimValues('10000001');
  values.kind = 'abroad';
  values.Abroad = {
    ...values.Abroad,
    Country: 'ES',
    DateFrom: '2026-08-01',
    DateTo: '2026-08-03',
    Currency: 'EUR',
    Amount: '250',
    Description: 'Gebroken pols na een val',
    HasPreExistingCondition: 'no',
    HasTravelInsurance: 'no',
    CouldThirdPartyBeLiable: 'no',
  };
  return values;
}

function transport(): ClaimFormValues {
  const values = initialClaimValues('10000001');
  values.kind = 'transport';
  const address = {
    IsHome: false,
    Name: '',
    Country: 'NL',
    PostalCode: '3584 cx',
    HouseNumber: '100',
    HouseNumberAddition: '',
    Street: 'Heidelberglaan',
    City: 'Utrecht',
  };
  values.Transport = {
    TreatmentType: 'dialysis',
    TravelType: 'own',
    From: { ...address, IsHome: true, PostalCode: '1234 AB', Street: 'Dorpsstraat', HouseNumber: '1' },
    To: { ...address, Name: 'Dialysecentrum' },
    DistanceKm: '25',
    Amount: '',
    Trips: [{ ...emptyTrip(), Date: '2026-11-01', IsSingleTrip: 'return' }],
  };
  return values;
}

describe('toSubmitFields: the multipart field names of spec §7', () => {
  it('sends a Dutch claim as Inland.* with both flags off and no Iban for the known account', () => {
    const fields = Object.fromEntries(
      toFormFields(toSubmitFields({ ...inland(), IsTruthful: true }, knownAccount)),
    );
    expect(fields).toEqual({
      CurrentSelectedCustomerNumber: '10000001',
      IsTransportCosts: 'false',
      IsAbroad: 'false',
      IsTruthful: 'true',
      'Inland.CareType': 'pharmacy',
      'Inland.CareProvider': 'Apotheek Centrum',
      'Inland.TreatmentDate': '2026-11-20',
      'Inland.Amount': '12,50',
    });
  });

  it('sends an abroad claim with the accident and counter-party only after a yes', () => {
    const values = abroad();
    values.Abroad.CouldThirdPartyBeLiable = 'yes';
    values.Abroad.Accident = {
      Date: '2026-08-01',
      Place: 'Malaga',
      Description: 'Aangereden',
      IsTrafficAccident: true,
      CounterParty: { Name: 'J. Garcia', Address: 'Calle 1', PostalCode: '29001', City: 'Malaga' },
    };
    values.Abroad.TravelInsurer = 'typed before answering no';
    const names = toFormFields(toSubmitFields(values, knownAccount)).map(([name]) => name);
    expect(names).toContain('IsAbroad');
    expect(names).toContain('Abroad.Accident.IsTrafficAccident');
    expect(names).toContain('Abroad.Accident.CounterParty.PostalCode');
    expect(names).not.toContain('Inland.CareType');
    const fields = Object.fromEntries(toFormFields(toSubmitFields(values, knownAccount)));
    expect(fields['Abroad.TravelInsurer']).toBe('');
    expect(fields['Abroad.HasTravelInsurance']).toBe('false');
  });

  it('sends transport trips as Transport.Trips[i].*, distance for own transport and an extra cost only when chosen', () => {
    const values = transport();
    values.Transport.Trips.push({
      ...emptyTrip(),
      Date: '2026-11-03',
      IsSingleTrip: 'single',
      ExtraCostType: 'toll',
      ExtraCostAmount: '2,50',
    });
    const fields = Object.fromEntries(toFormFields(toSubmitFields(values, knownAccount)));
    expect(fields).toMatchObject({
      IsTransportCosts: 'true',
      'Transport.DistanceKm': '25',
      'Transport.From.IsHome': 'true',
      'Transport.To.PostalCode': '3584CX',
      'Transport.Trips[0].Date': '2026-11-01',
      'Transport.Trips[0].IsSingleTrip': 'false',
      'Transport.Trips[1].IsSingleTrip': 'true',
      'Transport.Trips[1].ExtraCostType': 'toll',
      'Transport.Trips[1].ExtraCostAmount': '2,50',
    });
    expect(fields['Transport.Amount']).toBeUndefined();
    expect(fields['Transport.Trips[0].ExtraCostType']).toBeUndefined();
  });

  it('sends another IBAN only when the user chose another account', () => {
    const values = { ...inland(), Iban: 'NL91ABNA0417164300' };
    expect(toSubmitFields(values, knownAccount).Iban).toBeUndefined();
    expect(toSubmitFields({ ...values, payout: 'other' }, knownAccount).Iban).toBe('NL91ABNA0417164300');
  });

  it('sends the IBAN typed when none is known, and none when only the policyholder may name one', () => {
    const values = { ...inland(), Iban: 'NL91ABNA0417164300' };
    expect(toSubmitFields(values, noKnownAccount).Iban).toBe('NL91ABNA0417164300');
    expect(toSubmitFields(values, { ...noKnownAccount, mayChangeIban: false }).Iban).toBeUndefined();
  });
});

describe('validateStep: Dutch care', () => {
  it('passes a complete claim', () => {
    expect(validateStep(inland(), 'details', context)).toEqual({});
  });

  it('asks for every field of an empty claim', () => {
    expect(validateStep(initialClaimValues('10000001'), 'details', context)).toEqual({
      'Inland.CareType': 'validators.required-field',
      'Inland.CareProvider': 'validators.required-field',
      'Inland.TreatmentDate': 'validators.required-field',
      'Inland.Amount': 'validators.required-field',
    });
  });

  it('refuses a zero amount, a future date, a treatment over 3 years ago and more than 2000 euro', () => {
    const values = inland();
    values.Inland.Amount = '0';
    expect(validateStep(values, 'details', context)['Inland.Amount']).toBe('validators.invalid-input');
    values.Inland.Amount = '2000,01';
    expect(validateStep(values, 'details', context)['Inland.Amount']).toBe('validators.max-digital-claim');
    values.Inland.Amount = '2000';
    expect(validateStep(values, 'details', context)['Inland.Amount']).toBeUndefined();
    values.Inland.TreatmentDate = '2026-11-23';
    expect(validateStep(values, 'details', context)['Inland.TreatmentDate']).toBe(
      'validators.date-in-future',
    );
    values.Inland.TreatmentDate = '2023-11-21';
    expect(validateStep(values, 'details', context)['Inland.TreatmentDate']).toBe(
      'validators.declaration-too-old',
    );
  });
});

describe('validateStep: care abroad', () => {
  it('passes with all three questions answered no', () => {
    expect(validateStep(abroad(), 'details', context)).toEqual({});
  });

  it('requires the three yes/no answers', () => {
    const values = abroad();
    values.Abroad.HasPreExistingCondition = '';
    values.Abroad.HasTravelInsurance = '';
    values.Abroad.CouldThirdPartyBeLiable = '';
    expect(validateStep(values, 'details', context)).toEqual({
      'Abroad.HasPreExistingCondition': 'validators.required-field',
      'Abroad.HasTravelInsurance': 'validators.required-field',
      'Abroad.CouldThirdPartyBeLiable': 'validators.required-field',
    });
  });

  it('asks insurer and policy number only with travel insurance', () => {
    const values = abroad();
    values.Abroad.HasTravelInsurance = 'yes';
    expect(validateStep(values, 'details', context)).toEqual({
      'Abroad.TravelInsurer': 'validators.required-field',
      'Abroad.TravelInsurancePolicyNumber': 'validators.required-field',
    });
  });

  it('asks the accident when a third party could be liable, and a whole counter-party once one field is given', () => {
    const values = abroad();
    values.Abroad.CouldThirdPartyBeLiable = 'yes';
    expect(Object.keys(validateStep(values, 'details', context)).sort()).toEqual([
      'Abroad.Accident.Date',
      'Abroad.Accident.Description',
      'Abroad.Accident.Place',
    ]);
    values.Abroad.Accident = {
      ...values.Abroad.Accident,
      Date: '2026-08-01',
      Place: 'Malaga',
      Description: 'Val',
    };
    values.Abroad.Accident.CounterParty.Name = 'J. Garcia';
    expect(Object.keys(validateStep(values, 'details', context)).sort()).toEqual([
      'Abroad.Accident.CounterParty.Address',
      'Abroad.Accident.CounterParty.City',
      'Abroad.Accident.CounterParty.PostalCode',
    ]);
  });

  it('refuses an end date before the start', () => {
    const values = abroad();
    values.Abroad.DateTo = '2026-07-31';
    expect(validateStep(values, 'details', context)['Abroad.DateTo']).toBe('validators.end-before-start');
  });
});

describe('validateStep: transport', () => {
  it('passes one return trip by car', () => {
    expect(validateStep(transport(), 'details', context)).toEqual({});
  });

  it('asks the distance for own transport and the amount for public transport or taxi', () => {
    const own = transport();
    own.Transport.DistanceKm = '';
    expect(validateStep(own, 'details', context)).toEqual({
      'Transport.DistanceKm': 'validators.required-field',
    });
    const taxi = transport();
    taxi.Transport.TravelType = 'taxi';
    expect(validateStep(taxi, 'details', context)).toEqual({
      'Transport.Amount': 'validators.required-field',
    });
  });

  it('checks a Dutch postal code, each trip, and an extra cost amount once a type is chosen', () => {
    const values = transport();
    values.Transport.To.PostalCode = '358 CX';
    values.Transport.Trips = [{ ...emptyTrip(), ExtraCostType: 'ferry' }];
    expect(validateStep(values, 'details', context)).toEqual({
      'Transport.To.PostalCode': 'validators.invalid-postal-code',
      'Transport.Trips.0.Date': 'validators.required-field',
      'Transport.Trips.0.IsSingleTrip': 'validators.required-field',
      'Transport.Trips.0.ExtraCostAmount': 'validators.required-field',
    });
  });

  it('names the follow-up fields at once, even while other fields are still wrong', () => {
    const values = transport();
    values.Transport.DistanceKm = '';
    values.Transport.Trips = [{ ...emptyTrip(), IsSingleTrip: 'single' }];
    expect(validateStep(values, 'details', context)).toEqual({
      'Transport.DistanceKm': 'validators.required-field',
      'Transport.Trips.0.Date': 'validators.required-field',
    });
    const insured = abroad();
    insured.Abroad.HasTravelInsurance = 'yes';
    insured.Abroad.Country = '';
    expect(Object.keys(validateStep(insured, 'details', context)).sort()).toEqual([
      'Abroad.Country',
      'Abroad.TravelInsurancePolicyNumber',
      'Abroad.TravelInsurer',
    ]);
  });

  it('refuses more than 20 trips', () => {
    const values = transport();
    const trip = values.Transport.Trips[0];
    values.Transport.Trips = Array.from({ length: MAX_TRIPS + 1 }, () => ({
      ...emptyTrip(),
      Date: trip?.Date ?? '',
      IsSingleTrip: 'single' as const,
    }));
    expect(validateStep(values, 'details', context)).toEqual({
      'Transport.Trips': 'validators.too-many-trips',
    });
  });
});

describe('validateStep: payout and summary', () => {
  it('checks another IBAN only when chosen, and asks one when none is known', () => {
    const values = inland();
    expect(validateStep(values, 'payout', context)).toEqual({});
    expect(validateStep({ ...values, payout: 'other' }, 'payout', context)).toEqual({
      Iban: 'validators.required-field',
    });
    expect(
      validateStep({ ...values, payout: 'other', Iban: 'NL91ABNA0417164301' }, 'payout', context),
    ).toEqual({
      Iban: 'validators.valid-iban',
    });
    expect(
      validateStep({ ...values, payout: 'other', Iban: 'NL91 ABNA 0417 1643 00' }, 'payout', context),
    ).toEqual({});
    expect(validateStep(values, 'payout', { ...context, account: noKnownAccount })).toEqual({
      Iban: 'validators.required-field',
    });
    expect(
      validateStep({ ...values, Iban: 'NL91ABNA0417164301' }, 'payout', {
        ...context,
        account: noKnownAccount,
      }),
    ).toEqual({ Iban: 'validators.valid-iban' });
  });

  it('requires the truthfulness statement', () => {
    expect(validateStep(inland(), 'summary', context)).toEqual({ IsTruthful: 'validators.no-confirmation' });
    expect(validateStep({ ...inland(), IsTruthful: true }, 'summary', context)).toEqual({});
  });
});
