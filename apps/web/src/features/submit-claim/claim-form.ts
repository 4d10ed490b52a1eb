import { type SubmitDeclarationFields as Fields, SubmitDeclarationFields } from '@mijn/contract';
import {
  type ExtraCostType,
  type IsoDate,
  MAX_DIGITAL_CLAIM_CENTS,
  parseEuroToCents,
  validateDateNotInFuture,
  validateDeclarationTreatmentDate,
  validateMoneyInput,
  validatorMessages,
} from '@mijn/domain';

export type CostKind = 'inland' | 'abroad' | 'transport';
export const costKinds: readonly CostKind[] = ['inland', 'abroad', 'transport'];
/** A yes/no question not yet answered is ''. */
export type YesNo = '' | 'yes' | 'no';
export type TripKind = '' | 'single' | 'return';

export interface AddressValues {
  IsHome: boolean;
  Name: string;
  Country: string;
  PostalCode: string;
  HouseNumber: string;
  HouseNumberAddition: string;
  Street: string;
  City: string;
}

export interface TripValues {
  /** A stable React key; not sent. */
  key: string;
  Date: string;
  IsSingleTrip: TripKind;
  ExtraCostType: '' | ExtraCostType;
  ExtraCostAmount: string;
}

/**
 * The wizard's values, named as POST Declaration names its fields (spec §7), so a schema issue at
 * `Abroad.Accident.Place` is the error of the input at that path. `kind` and `payout` are choices
 * of the screen that become IsAbroad / IsTransportCosts and Iban.
 */
export interface ClaimFormValues {
  CurrentSelectedCustomerNumber: string;
  kind: CostKind;
  Inland: { CareType: string; CareProvider: string; TreatmentDate: string; Amount: string };
  Abroad: {
    Country: string;
    DateFrom: string;
    DateTo: string;
    Currency: string;
    Amount: string;
    Description: string;
    HasPreExistingCondition: YesNo;
    HasTravelInsurance: YesNo;
    TravelInsurer: string;
    TravelInsurancePolicyNumber: string;
    CouldThirdPartyBeLiable: YesNo;
    Accident: {
      Date: string;
      Place: string;
      Description: string;
      IsTrafficAccident: boolean;
      CounterParty: { Name: string; Address: string; PostalCode: string; City: string };
    };
  };
  Transport: {
    TreatmentType: string;
    TravelType: string;
    From: AddressValues;
    To: AddressValues;
    DistanceKm: string;
    Amount: string;
    Trips: TripValues[];
  };
  payout: 'known' | 'other';
  Iban: string;
  IsTruthful: boolean;
}

export function emptyAddress(): AddressValues {
  return {
    IsHome: false,
    Name: '',
    Country: 'NL',
    PostalCode: '',
    HouseNumber: '',
    HouseNumberAddition: '',
    Street: '',
    City: '',
  };
}

let tripCounter = 0;
export function emptyTrip(): TripValues {
  tripCounter += 1;
  return { key: `trip-${tripCounter}`, Date: '', IsSingleTrip: '', ExtraCostType: '', ExtraCostAmount: '' };
}

export function initialClaimValues(customerNumber: string): ClaimFormValues {
  return {
    CurrentSelectedCustomerNumber: customerNumber,
    kind: 'inland',
    Inland: { CareType: '', CareProvider: '', TreatmentDate: '', Amount: '' },
    Abroad: {
      Country: '',
      DateFrom: '',
      DateTo: '',
      Currency: 'EUR',
      Amount: '',
      Description: '',
      HasPreExistingCondition: '',
      HasTravelInsurance: '',
      TravelInsurer: '',
      TravelInsurancePolicyNumber: '',
      CouldThirdPartyBeLiable: '',
      Accident: {
        Date: '',
        Place: '',
        Description: '',
        IsTrafficAccident: false,
        CounterParty: { Name: '', Address: '', PostalCode: '', City: '' },
      },
    },
    Transport: {
      TreatmentType: '',
      TravelType: '',
      From: { ...emptyAddress(), IsHome: true },
      To: emptyAddress(),
      DistanceKm: '',
      Amount: '',
      Trips: [emptyTrip()],
    },
    payout: 'known',
    Iban: '',
    IsTruthful: false,
  };
}

/** '' stays '' (unanswered: the schema says required), else a real boolean. */
function yesNo(value: YesNo): boolean | '' {
  return value === '' ? '' : value === 'yes';
}

function address(values: AddressValues) {
  return {
    ...values,
    PostalCode:
      values.Country === 'NL' ? values.PostalCode.replace(/\s+/g, '').toUpperCase() : values.PostalCode,
  };
}

/**
 * The text fields of POST Declaration: only the chosen cost type's block, only answered branches.
 * Built from what was typed, so not yet valid: the steps run the contract's schema on it, and the
 * summary sends it only once every step passed (the server parses it again).
 */
export function toSubmitFields(values: ClaimFormValues): Fields {
  return buildFields(values) as Fields;
}

function buildFields(values: ClaimFormValues): Record<string, unknown> {
  const base = {
    CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber,
    IsTransportCosts: values.kind === 'transport',
    IsAbroad: values.kind === 'abroad',
    ...(values.payout === 'other' ? { Iban: values.Iban } : {}),
    IsTruthful: values.IsTruthful,
  };
  if (values.kind === 'inland') return { ...base, Inland: { ...values.Inland } };
  if (values.kind === 'abroad') {
    const { Accident, ...abroad } = values.Abroad;
    const insured = abroad.HasTravelInsurance === 'yes';
    const counterParty = Object.values(Accident.CounterParty).some((value) => value.trim() !== '');
    return {
      ...base,
      Abroad: {
        ...abroad,
        HasPreExistingCondition: yesNo(abroad.HasPreExistingCondition),
        HasTravelInsurance: yesNo(abroad.HasTravelInsurance),
        TravelInsurer: insured ? abroad.TravelInsurer : '',
        TravelInsurancePolicyNumber: insured ? abroad.TravelInsurancePolicyNumber : '',
        CouldThirdPartyBeLiable: yesNo(abroad.CouldThirdPartyBeLiable),
        ...(abroad.CouldThirdPartyBeLiable === 'yes'
          ? {
              Accident: {
                Date: Accident.Date,
                Place: Accident.Place,
                Description: Accident.Description,
                IsTrafficAccident: Accident.IsTrafficAccident,
                ...(counterParty ? { CounterParty: { ...Accident.CounterParty } } : {}),
              },
            }
          : {}),
      },
    };
  }
  const transport = values.Transport;
  const own = transport.TravelType === 'own';
  return {
    ...base,
    Transport: {
      TreatmentType: transport.TreatmentType,
      TravelType: transport.TravelType,
      From: address(transport.From),
      To: address(transport.To),
      ...(own ? { DistanceKm: transport.DistanceKm } : { Amount: transport.Amount }),
      Trips: transport.Trips.map((trip) => ({
        Date: trip.Date,
        IsSingleTrip: trip.IsSingleTrip === '' ? '' : trip.IsSingleTrip === 'single',
        ...(trip.ExtraCostType === ''
          ? {}
          : { ExtraCostType: trip.ExtraCostType, ExtraCostAmount: trip.ExtraCostAmount }),
      })),
    },
  };
}

export type ClaimStep = 'who' | 'details' | 'attachments' | 'payout' | 'summary';
export const claimSteps: readonly ClaimStep[] = ['who', 'details', 'attachments', 'payout', 'summary'];

const stepFields: Record<ClaimStep, readonly string[]> = {
  who: ['CurrentSelectedCustomerNumber', 'IsAbroad', 'IsTransportCosts'],
  details: ['Inland', 'Abroad', 'Transport'],
  attachments: [],
  payout: ['Iban'],
  summary: ['IsTruthful'],
};

export interface StepContext {
  today: IsoDate;
  /** The payout account must be typed when none is known. */
  ibanRequired: boolean;
}

function belongsTo(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));
}

/** Checks the contract leaves to the server, which knows today; the screen checks them too. */
function dateAndAmountChecks(values: ClaimFormValues, today: IsoDate): Record<string, string> {
  const errors: Record<string, string | null> = {};
  const maxAmount = (path: string, amount: string) => {
    const cents = parseEuroToCents(amount);
    if (cents !== null && cents > MAX_DIGITAL_CLAIM_CENTS) errors[path] = validatorMessages.maxDigitalClaim;
  };
  if (values.kind === 'inland') {
    errors['Inland.TreatmentDate'] = validateDeclarationTreatmentDate(values.Inland.TreatmentDate, today);
    maxAmount('Inland.Amount', values.Inland.Amount);
  } else if (values.kind === 'abroad') {
    errors['Abroad.DateFrom'] = validateDeclarationTreatmentDate(values.Abroad.DateFrom, today);
    errors['Abroad.DateTo'] = validateDateNotInFuture(values.Abroad.DateTo, today);
    if (values.Abroad.CouldThirdPartyBeLiable === 'yes') {
      errors['Abroad.Accident.Date'] = validateDateNotInFuture(values.Abroad.Accident.Date, today);
    }
  } else {
    values.Transport.Trips.forEach((trip, index) => {
      errors[`Transport.Trips.${index}.Date`] = validateDeclarationTreatmentDate(trip.Date, today);
    });
    if (values.Transport.TravelType !== 'own') maxAmount('Transport.Amount', values.Transport.Amount);
  }
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/**
 * The schema's cross-field rules (superRefine) run only once the fields they build on are valid;
 * the screen names these follow-up fields at the first attempt, so nobody fixes a step twice.
 */
function followUpChecks(values: ClaimFormValues): Record<string, string> {
  const errors: Record<string, string | null> = {};
  const required = (path: string, value: string) => {
    if (value.trim() === '') errors[path] = validatorMessages.requiredField;
  };
  if (values.kind === 'abroad' && values.Abroad.HasTravelInsurance === 'yes') {
    required('Abroad.TravelInsurer', values.Abroad.TravelInsurer);
    required('Abroad.TravelInsurancePolicyNumber', values.Abroad.TravelInsurancePolicyNumber);
  }
  if (values.kind === 'transport') {
    const transport = values.Transport;
    if (transport.TravelType === 'own') required('Transport.DistanceKm', transport.DistanceKm);
    if (transport.TravelType === 'public' || transport.TravelType === 'taxi') {
      errors['Transport.Amount'] = validateMoneyInput(transport.Amount);
    }
    transport.Trips.forEach((trip, index) => {
      if (trip.ExtraCostType !== '') {
        errors[`Transport.Trips.${index}.ExtraCostAmount`] = validateMoneyInput(trip.ExtraCostAmount);
      }
    });
  }
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

/**
 * The errors of one step, as form paths to validator message keys: the contract's own schema on the
 * whole claim (issues outside the step are ignored), then the date and amount limits of spec §5/§9.
 */
export function validateStep(
  values: ClaimFormValues,
  step: ClaimStep,
  context: StepContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const prefixes = stepFields[step];
  const parsed = SubmitDeclarationFields.safeParse(toSubmitFields(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!belongsTo(path, prefixes) || errors[path] !== undefined) continue;
      errors[path] = issue.message.startsWith('validators.')
        ? issue.message
        : validatorMessages.requiredField;
    }
  }
  if (step === 'details') {
    const more = { ...followUpChecks(values), ...dateAndAmountChecks(values, context.today) };
    for (const [path, message] of Object.entries(more)) {
      errors[path] ??= message;
    }
  }
  if (
    step === 'payout' &&
    values.payout === 'other' &&
    values.Iban.trim() === '' &&
    errors.Iban === undefined
  ) {
    errors.Iban = validatorMessages.requiredField;
  }
  if (step === 'payout' && context.ibanRequired && values.payout === 'known') {
    errors.Iban = validatorMessages.requiredField;
  }
  return errors;
}
