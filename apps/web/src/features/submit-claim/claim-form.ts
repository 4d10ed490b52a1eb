import type { EndpointResponse, SubmitDeclarationFields as Fields, hasKnownIban } from '@mijn/contract';
import type { ExtraCostType } from '@mijn/domain';
import { validatorMessages } from '@mijn/domain';
import { type FieldErrors, typedDateToInput, type YesNo, yesNoToBoolean } from '../../lib/forms/index.ts';

export type CostKind = 'inland' | 'abroad' | 'transport';
export const costKinds: readonly CostKind[] = ['inland', 'abroad', 'transport'];
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
export type ClaimFormValues = {
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
};

/** Agreement/HasKnownIban: the account reimbursements go to, masked, and whether the user may name another. */
export type KnownIban = EndpointResponse<typeof hasKnownIban>;

/**
 * Whether the reimbursement goes to the IBAN typed in the form: the policyholder chose another
 * account, or none is known, so typing one is the only way (spec §6).
 */
export function paysToTypedIban(values: ClaimFormValues, account: KnownIban): boolean {
  return account.mayChangeIban && (values.payout === 'other' || !account.hasKnownIban);
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

function address(values: AddressValues) {
  return {
    ...values,
    PostalCode:
      values.Country === 'NL' ? values.PostalCode.replace(/\s+/g, '').toUpperCase() : values.PostalCode,
  };
}

/**
 * The text fields of POST Declaration: only the chosen cost type's block, only answered branches,
 * typed dates as ISO days. Built from what was typed, so not yet valid: the steps run the contract's schema on it, and the
 * summary sends it only once every step passed (the server parses it again).
 */
export function toSubmitFields(values: ClaimFormValues, account: KnownIban): Fields {
  return buildFields(values, account) as Fields;
}

function buildFields(values: ClaimFormValues, account: KnownIban): Record<string, unknown> {
  const base = {
    CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber,
    IsTransportCosts: values.kind === 'transport',
    IsAbroad: values.kind === 'abroad',
    ...(paysToTypedIban(values, account) ? { Iban: values.Iban } : {}),
    IsTruthful: values.IsTruthful,
  };
  if (values.kind === 'inland') {
    return {
      ...base,
      Inland: { ...values.Inland, TreatmentDate: typedDateToInput(values.Inland.TreatmentDate) },
    };
  }
  if (values.kind === 'abroad') {
    const { Accident, ...abroad } = values.Abroad;
    const insured = abroad.HasTravelInsurance === 'yes';
    const counterParty = Object.values(Accident.CounterParty).some((value) => value.trim() !== '');
    return {
      ...base,
      Abroad: {
        ...abroad,
        DateFrom: typedDateToInput(abroad.DateFrom),
        DateTo: typedDateToInput(abroad.DateTo),
        HasPreExistingCondition: yesNoToBoolean(abroad.HasPreExistingCondition),
        HasTravelInsurance: yesNoToBoolean(abroad.HasTravelInsurance),
        TravelInsurer: insured ? abroad.TravelInsurer : '',
        TravelInsurancePolicyNumber: insured ? abroad.TravelInsurancePolicyNumber : '',
        CouldThirdPartyBeLiable: yesNoToBoolean(abroad.CouldThirdPartyBeLiable),
        ...(abroad.CouldThirdPartyBeLiable === 'yes'
          ? {
              Accident: {
                Date: typedDateToInput(Accident.Date),
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
        Date: typedDateToInput(trip.Date),
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

/** The fields each step checks: the contract's blocks, and 'Files' for the bills beside the form. */
export const claimStepScopes: Record<ClaimStep, readonly string[]> = {
  who: ['CurrentSelectedCustomerNumber', 'IsAbroad', 'IsTransportCosts'],
  details: ['Inland', 'Abroad', 'Transport'],
  attachments: ['Files'],
  payout: ['Iban'],
  summary: ['IsTruthful'],
};

/**
 * The payout choice is the screen's, not the contract's (a left-out Iban is the known account):
 * another account must be typed, and so must one when none is known.
 */
export function payoutErrors(values: ClaimFormValues, account: KnownIban): FieldErrors {
  if (paysToTypedIban(values, account) && values.Iban.trim() === '')
    return { Iban: validatorMessages.requiredField };
  return {};
}
