import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../lib/forms/index.ts';
import {
  initialFormValues,
  needsReferralLetter,
  promisesDocuments,
  screenRules,
  type TreatmentAbroadFormValues,
  toFormInput,
  toRequest,
  treatmentAbroadFormSchema,
} from './form-model.ts';

const today = '2026-11-30';
const dialysis = (overrides: Partial<TreatmentAbroadFormValues> = {}): TreatmentAbroadFormValues => ({
  ...initialFormValues('20000002'),
  Kind: 'kidney-dialysis',
  StartDate: '14-12-2026',
  EndDate: '28-12-2026',
  InstanceAbroad: {
    InstanceName: 'Centro de Diálisis',
    PractitionerName: 'not asked for dialysis',
    Address: {
      Street: 'Calle Mayor',
      HouseNumber: '12',
      PostalCode: '29600',
      City: 'Marbella',
      CountryCode: 'ES',
    },
    PhoneNumber: '+34952123456',
    Email: 'info@dialisis.es',
  },
  NumberOfDialysis: '3',
  Approval: 'yes',
  NeedsTransport: 'no',
  PriceMentioned: 'no',
  Amount: '450,00',
  ...overrides,
});

describe('toRequest', () => {
  it('sends only the kind’s fields, dates as ISO days, and no block after a no', () => {
    const request = toRequest(dialysis());
    expect(request).toMatchObject({ StartDate: '2026-12-14', NeedsTransport: false, PriceMentioned: false });
    expect(request).not.toHaveProperty('Treatment');
    expect(request).toMatchObject({ Residence: undefined, Amount: undefined });
    expect((request as { InstanceAbroad: object }).InstanceAbroad).toMatchObject({
      PractitionerName: undefined,
    });
    expect(schemaErrors(treatmentAbroadFormSchema(today), toFormInput(dialysis()))).toEqual({});
  });

  it('sends a block after its yes, and the contract then asks its fields', () => {
    const values = dialysis({ NeedsTransport: 'yes', PriceMentioned: 'yes' });
    expect(toRequest(values)).toMatchObject({ Amount: '450,00', Residence: { CountryCode: '' } });
    expect(schemaErrors(treatmentAbroadFormSchema(today), toFormInput(values))).toMatchObject({
      'Residence.Street': 'validators.required-field',
    });
  });
});

describe('screen rules', () => {
  it('asks a kind first', () => {
    expect(screenRules(initialFormValues('20000002'), undefined)).toEqual({
      Kind: 'validators.required-field',
    });
  });

  it.each([
    ['the day before the 43rd birthday', '1983-12-15', {}],
    ['on the 43rd birthday', '1983-12-14', { StartDate: 'validators.fertility-age' }],
  ])('fertility treatment starting %s', (_name, birthDate, errors) => {
    const values = { ...dialysis(), Kind: 'fertility-treatment' as const };
    expect(screenRules(values, birthDate)).toEqual(errors);
  });

  it.each<[Partial<TreatmentAbroadFormValues>, boolean, boolean]>([
    [{ Kind: 'mental-health', Reference: true }, true, false],
    [{ Kind: 'mental-health', TreatmentPlan: true }, false, true],
    [{ Kind: 'mental-health' }, false, false],
    [{ Kind: 'medical-treatment', HasReferral: 'yes' }, true, false],
    [{ Kind: 'kidney-dialysis', HasReferral: 'yes' }, false, false],
  ])('%o needs the referral letter: %s, other documents: %s', (overrides, letter, others) => {
    const values = { ...initialFormValues('20000002'), ...overrides };
    expect(needsReferralLetter(values)).toBe(letter);
    expect(promisesDocuments(values)).toBe(others);
  });

  it("sends the referring doctor's name and phone, never BIG or AGB numbers (issue 34)", () => {
    const values: TreatmentAbroadFormValues = {
      ...dialysis(),
      Kind: 'medical-treatment',
      HasReferral: 'yes',
      ReferringDoctor: { PractitionerName: ' Dr. P. Bakker ', PhoneNumber: '+31201234567' },
    };
    expect(toRequest(values)).toMatchObject({
      ReferringDoctor: { PractitionerName: 'Dr. P. Bakker', PhoneNumber: '+31201234567' },
    });
    expect((toRequest(values) as { ReferringDoctor?: object }).ReferringDoctor).not.toHaveProperty(
      'BigNumber',
    );
  });
});
