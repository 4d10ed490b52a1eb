import { seatedPatientTransportFieldsOn, toFormFields } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/forms/index.ts';
import {
  emptyCareInstance,
  initialFormValues,
  requiredChoices,
  type SeatedTransportFormValues,
  toRequest,
  toRequestBody,
} from './form-model.ts';

const today = '2026-11-22';

/** What the screen checks before sending: the contract's schema against today. */
const validateForm = (values: SeatedTransportFormValues, day: string) =>
  schemaErrors(seatedPatientTransportFieldsOn(day), toRequest(values));

function wheelchairValues(overrides: Partial<SeatedTransportFormValues> = {}): SeatedTransportFormValues {
  return {
    ...initialFormValues('10000001'),
    RequestType: 'first-request',
    Purpose: 'wheelchair',
    Wheelchair: { MaxAmountWalking: '50', LongTermDependent: 'yes', NumberOfMonths: '' },
    StartDate: '2026-12-01',
    EndDate: '2027-06-30',
    TravelMode: 'own-car',
    ...overrides,
  };
}

const careInstance = (name: string, distance: string, unit: 'm' | 'km') => ({
  ...emptyCareInstance(),
  Name: name,
  Address: {
    Street: 'Zorgweg',
    HouseNumber: '12',
    PostalCode: '3511 ab',
    City: 'Utrecht',
    CountryCode: 'NL',
  },
  Duration: { Amount: '6', Unit: '2' as const },
  Distance: { Amount: distance, Unit: unit },
  AmountTransportNeeded: { Amount: '3', Unit: '1' as const },
});

describe('seated-transport form model', () => {
  it('accepts a complete wheelchair request and sends only its own block', () => {
    const values = wheelchairValues({
      VisuallyImpaired: { SmallerAs20Degrees: 'yes', LeftEye: 'x', RightEye: '' },
      AllOther: { Name: 'Left over', CareInstance: initialFormValues('1').AllOther.CareInstance },
    });
    expect(validateForm(values, today)).toEqual({});
    expect(Object.fromEntries(toFormFields(toRequestBody(values)))).toEqual({
      CurrentSelectedCustomerNumber: '10000001',
      RequestType: 'first-request',
      Purpose: 'wheelchair',
      SituationType: 'wheelchair',
      'Wheelchair.MaxAmountWalking': '50',
      'Wheelchair.LongTermDependent': 'true',
      StartDate: '2026-12-01',
      EndDate: '2027-06-30',
      TravelMode: 'own-car',
      CanTravelOwn: 'true',
    });
  });

  it('asks the number of months 1 to 12 only when the wheelchair is not needed long-term', () => {
    const shortTerm = (months: string) =>
      wheelchairValues({
        Wheelchair: { MaxAmountWalking: '50', LongTermDependent: 'no', NumberOfMonths: months },
      });
    expect(validateForm(shortTerm(''), today)).toEqual({
      'Wheelchair.NumberOfMonths': 'validators.required-field',
    });
    expect(validateForm(shortTerm('13'), today)).toEqual({
      'Wheelchair.NumberOfMonths': 'validators.number-too-high',
    });
    expect(validateForm(shortTerm('0'), today)).toEqual({
      'Wheelchair.NumberOfMonths': 'validators.number-too-low',
    });
    expect(toFormFields(toRequestBody(shortTerm('12')))).toContainEqual(['Wheelchair.NumberOfMonths', '12']);
    const longTerm = wheelchairValues({
      Wheelchair: { MaxAmountWalking: '50', LongTermDependent: 'yes', NumberOfMonths: '99' },
    });
    expect(validateForm(longTerm, today)).toEqual({});
    expect(toFormFields(toRequestBody(longTerm)).map(([name]) => name)).not.toContain(
      'Wheelchair.NumberOfMonths',
    );
  });

  it('checks vision values like 0.9 for the visually impaired', () => {
    const values = wheelchairValues({
      Purpose: 'visually-impaired',
      VisuallyImpaired: { SmallerAs20Degrees: '', LeftEye: '0.9', RightEye: '9/10' },
    });
    expect(validateForm(values, today)).toEqual({
      'VisuallyImpaired.SmallerAs20Degrees': 'validators.required-field',
      'VisuallyImpaired.RightEye': 'validators.vision-value',
    });
  });

  it('flattens hardship care instances to the multipart names and checks distances per unit', () => {
    const values = wheelchairValues({
      Purpose: 'hardship-clause',
      Hardship: {
        Indication: 'Chemotherapie, drie keer per week',
        MultipleInstances: 'yes',
        CareInstances: [careInstance('UMC', '40', 'km'), careInstance('Kliniek', '800', 'm')],
      },
    });
    expect(validateForm(values, today)).toEqual({});
    const fields = toFormFields(toRequestBody(values));
    expect(fields).toContainEqual(['Hardship.MultipleInstances', 'true']);
    expect(fields).toContainEqual(['Hardship.CareInstances[0].Address.PostalCode', '3511 AB']);
    expect(fields).toContainEqual(['Hardship.CareInstances[1].Distance.Amount', '800']);
    expect(fields).toContainEqual(['Hardship.CareInstances[1].Distance.Unit', 'm']);
    expect(fields).toContainEqual(['Hardship.CareInstances[0].Duration.Unit', '2']);
    expect(fields).toContainEqual(['Hardship.CareInstances[1].AmountTransportNeeded.Unit', '1']);
    expect(fields.map(([name]) => name).some((name) => name.includes('key'))).toBe(false);

    const tooFar = structuredClone(values);
    tooFar.Hardship.CareInstances = [careInstance('UMC', '401', 'km'), careInstance('Kliniek', '1001', 'm')];
    const first = tooFar.Hardship.CareInstances[0];
    if (first) first.AmountTransportNeeded = { Amount: '8', Unit: '1' };
    expect(validateForm(tooFar, today)).toEqual({
      'Hardship.CareInstances.0.Distance.Amount': 'validators.number-too-high',
      'Hardship.CareInstances.0.AmountTransportNeeded.Amount': 'validators.number-too-high',
      'Hardship.CareInstances.1.Distance.Amount': 'validators.number-too-high',
    });
  });

  it('needs 2 care instances when there are several, and sends only the first when there is one', () => {
    const values = wheelchairValues({
      Purpose: 'hardship-clause',
      Hardship: {
        Indication: 'Dialyse',
        MultipleInstances: 'yes',
        CareInstances: [careInstance('UMC', '40', 'km')],
      },
    });
    expect(validateForm(values, today)).toEqual({
      'Hardship.CareInstances': 'validators.at-least-two-destinations',
    });
    const single = structuredClone(values);
    single.Hardship.MultipleInstances = 'no';
    single.Hardship.CareInstances.push(careInstance('Extra', '', 'km'));
    expect(validateForm(single, today)).toEqual({});
    expect(
      toFormFields(toRequestBody(single)).some(([name]) => name.startsWith('Hardship.CareInstances[1]')),
    ).toBe(false);
  });

  it('asks dialysis and oncology only for the Dutch treatment centre, checking its postcode', () => {
    const values = wheelchairValues({
      Purpose: 'kidney-dialysis',
      AllOther: {
        Name: 'Dialysecentrum',
        CareInstance: {
          Street: 'Laan',
          HouseNumber: '',
          PostalCode: '12345',
          City: 'Ede',
          CountryCode: 'NL',
        },
      },
    });
    expect(validateForm(values, today)).toEqual({
      'AllOther.CareInstance.HouseNumber': 'validators.required-field',
      'AllOther.CareInstance.PostalCode': 'validators.invalid-postal-code',
    });
  });

  it('asks the travel mode once and sends the travel cascade it stands for, with only its follow-up questions', () => {
    const travel = (answers: Partial<SeatedTransportFormValues>) => wheelchairValues(answers);
    expect(validateForm(travel({ TravelMode: '' }), today)).toEqual({
      CanTravelOwn: 'validators.required-field',
    });
    expect(requiredChoices(travel({ TravelMode: '', Purpose: '' }))).toEqual({
      Purpose: 'validators.required-field',
      TravelMode: 'validators.required-field',
    });
    expect(validateForm(travel({ TravelMode: 'public-transport' }), today)).toEqual({
      NeedsEscort: 'validators.required-field',
    });
    expect(validateForm(travel({ TravelMode: 'taxi', NeedsEscort: 'yes' }), today)).toEqual({
      OnlyTravelCabExplanation: 'validators.required-field',
    });
    const byTaxi = travel({
      TravelMode: 'taxi',
      NeedsEscort: 'yes',
      OnlyTravelCabExplanation: 'Ik kan niet overstappen.',
    });
    expect(toFormFields(toRequestBody(byTaxi))).toEqual(
      expect.arrayContaining([
        ['TravelMode', 'taxi'],
        ['CanTravelOwn', 'false'],
        ['CanTravelPublic', 'false'],
        ['CanOnlyTravelCab', 'true'],
        ['OnlyTravelCabExplanation', 'Ik kan niet overstappen.'],
        ['NeedsEscort', 'true'],
      ]),
    );
    const byTrain = toFormFields(toRequestBody({ ...byTaxi, TravelMode: 'public-transport' }));
    expect(byTrain.filter(([name]) => /Can|Cab|Escort/.test(name))).toEqual([
      ['CanTravelOwn', 'false'],
      ['CanTravelPublic', 'true'],
      ['NeedsEscort', 'true'],
    ]);
    for (const TravelMode of ['own-car', 'driven'] as const) {
      const names = toFormFields(toRequestBody({ ...byTaxi, TravelMode })).map(([name]) => name);
      expect(names.filter((name) => /Can|Cab|Escort/.test(name))).toEqual(['CanTravelOwn']);
    }
  });

  it('keeps the start within a year from today and the end within two years and not before the start', () => {
    expect(validateForm(wheelchairValues({ StartDate: '2026-11-21' }), today)).toEqual({
      StartDate: 'validators.date-in-past',
    });
    expect(validateForm(wheelchairValues({ StartDate: today, EndDate: today }), today)).toEqual({});
    expect(validateForm(wheelchairValues({ StartDate: '2027-11-23', EndDate: '2027-12-01' }), today)).toEqual(
      {
        StartDate: 'validators.date-too-far-ahead',
      },
    );
    expect(validateForm(wheelchairValues({ EndDate: '2028-11-23' }), today)).toEqual({
      EndDate: 'validators.date-too-far-ahead',
    });
    expect(validateForm(wheelchairValues({ EndDate: '2026-11-30' }), today)).toEqual({
      EndDate: 'validators.end-before-start',
    });
    expect(validateForm(wheelchairValues({ StartDate: '', EndDate: '2026-02-30' }), today)).toEqual({
      StartDate: 'validators.required-field',
      EndDate: 'validators.invalid-date',
    });
  });
});
