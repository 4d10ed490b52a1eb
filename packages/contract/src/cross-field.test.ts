import { validatorMessages } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { careRequestDateIssues } from './care-request-dates.ts';
import { declarationLimitIssues, submitDeclarationFieldsOn } from './declaration-limits.ts';
import { seatedPatientTransportFieldsOn } from './seated-patient-transport.ts';

const today = '2026-11-22';
const required = validatorMessages.requiredField;

/** Each issue's dotted path to its message, first one per path. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}

const abroad = {
  Country: 'ES',
  DateFrom: '2026-08-01',
  DateTo: '2026-08-03',
  Currency: 'EUR',
  Amount: '250',
  Description: 'Gebroken pols',
  HasPreExistingCondition: false,
  HasTravelInsurance: false,
  CouldThirdPartyBeLiable: false,
};
const claim = {
  CurrentSelectedCustomerNumber: '10000001',
  IsTransportCosts: false,
  IsAbroad: true,
  IsTruthful: true,
  Abroad: abroad,
};

describe('cross-field rules run beside the fields’ own issues', () => {
  it('names the travel insurer, its policy number and the accident while the description is still missing', () => {
    const result = submitDeclarationFieldsOn(today).safeParse({
      ...claim,
      Abroad: { ...abroad, Description: '', HasTravelInsurance: true, CouldThirdPartyBeLiable: true },
    });
    expect(issuesOf(result)).toEqual({
      'Abroad.Description': required,
      'Abroad.TravelInsurer': required,
      'Abroad.TravelInsurancePolicyNumber': required,
      'Abroad.Accident': required,
    });
  });

  it('names the cascade’s next answer and the wheelchair months beside a missing request type', () => {
    const result = seatedPatientTransportFieldsOn(today).safeParse({
      CurrentSelectedCustomerNumber: '10000001',
      RequestType: '',
      SituationType: 'wheelchair',
      Wheelchair: { MaxAmountWalking: '40', LongTermDependent: false },
      StartDate: '2026-12-01',
      EndDate: '2027-01-01',
      CanTravelOwn: false,
    });
    expect(issuesOf(result)).toEqual({
      RequestType: expect.any(String),
      'Wheelchair.NumberOfMonths': required,
      CanTravelPublic: required,
      NeedsEscort: required,
    });
  });
});

describe('declarationLimitIssues', () => {
  it('checks every date of a claim against today: from, to, accident and each trip', () => {
    const future = '2026-11-23';
    const tooOld = '2023-11-21';
    expect(
      declarationLimitIssues(
        {
          Abroad: { DateFrom: tooOld, DateTo: future, Accident: { Date: future } },
          Transport: { TravelType: 'own', Trips: [{ Date: today }, { Date: future }] },
        },
        today,
      ),
    ).toEqual([
      { path: ['Abroad', 'DateFrom'], message: validatorMessages.declarationTooOld },
      { path: ['Abroad', 'DateTo'], message: validatorMessages.dateInFuture },
      { path: ['Abroad', 'Accident', 'Date'], message: validatorMessages.dateInFuture },
      { path: ['Transport', 'Trips', 1, 'Date'], message: validatorMessages.dateInFuture },
    ]);
  });

  it('refuses more than 2000 euro typed in euro, and judges only what is already valid', () => {
    expect(declarationLimitIssues({ Inland: { TreatmentDate: 'gisteren', Amount: 200_001 } }, today)).toEqual(
      [{ path: ['Inland', 'Amount'], message: validatorMessages.maxDigitalClaim }],
    );
    expect(declarationLimitIssues({ Inland: { Amount: 200_000 } }, today)).toEqual([]);
    expect(declarationLimitIssues({ Transport: { TravelType: 'taxi', Amount: 250_000 } }, today)).toEqual([
      { path: ['Transport', 'Amount'], message: validatorMessages.maxDigitalClaim },
    ]);
  });

  it('makes a form’s parse fail on a limit, with the schema’s other issues beside it', () => {
    const result = submitDeclarationFieldsOn(today).safeParse({
      ...claim,
      IsAbroad: false,
      Abroad: undefined,
      Inland: { CareType: 'pharmacy', CareProvider: '', TreatmentDate: '2026-12-01', Amount: '2500' },
    });
    expect(issuesOf(result)).toEqual({
      'Inland.CareProvider': required,
      'Inland.TreatmentDate': validatorMessages.dateInFuture,
      'Inland.Amount': validatorMessages.maxDigitalClaim,
    });
  });
});

describe('careRequestDateIssues', () => {
  it('keeps the start from today to a year ahead and the end within two years', () => {
    expect(careRequestDateIssues({ StartDate: '2026-11-21', EndDate: '2028-11-23' }, today)).toEqual([
      { path: ['StartDate'], message: validatorMessages.dateInPast },
      { path: ['EndDate'], message: validatorMessages.dateTooFarAhead },
    ]);
    expect(careRequestDateIssues({ StartDate: '2027-11-23', EndDate: '' }, today)).toEqual([
      { path: ['StartDate'], message: validatorMessages.dateTooFarAhead },
    ]);
    expect(careRequestDateIssues({ StartDate: today, EndDate: '2028-11-22' }, today)).toEqual([]);
  });
});
