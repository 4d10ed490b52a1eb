import { SeatedPatientTransportFields } from '@mijn/contract';
import {
  type DistanceUnit,
  periodUnits,
  type SeatedTransportPurpose,
  type SeatedTransportRequestType,
  type SeatedTransportTravelMode,
  situationOfPurpose,
  travelAnswersOf,
  validatorMessages,
} from '@mijn/domain';
import { type FieldErrors, typedDateToInput, type YesNo, yesNoToBoolean } from '../../lib/forms/index.ts';

type PeriodUnitValue = `${(typeof periodUnits)[keyof typeof periodUnits]}`;

export interface AddressValues {
  Street: string;
  HouseNumber: string;
  PostalCode: string;
  City: string;
  CountryCode: string;
}

export interface CareInstanceValues {
  /** Only for React's list keys; never sent. */
  key: string;
  Name: string;
  Address: AddressValues;
  Duration: { Amount: string; Unit: PeriodUnitValue };
  Distance: { Amount: string; Unit: DistanceUnit };
  AmountTransportNeeded: { Amount: string; Unit: PeriodUnitValue };
}

/**
 * Everything the form can hold (dates as typed), with the contract's field names so a contract error path is a form
 * path. Blocks of purposes not chosen stay in the form (the person may switch back) but are never
 * sent: `toRequest` keeps only what its condition asks. The purpose decides the situation, the
 * travel mode the answers of the travel-ability cascade.
 */
export type SeatedTransportFormValues = {
  CurrentSelectedCustomerNumber: string;
  RequestType: SeatedTransportRequestType | '';
  Purpose: SeatedTransportPurpose | '';
  Wheelchair: { MaxAmountWalking: string; LongTermDependent: YesNo; NumberOfMonths: string };
  VisuallyImpaired: { SmallerAs20Degrees: YesNo; LeftEye: string; RightEye: string };
  Hardship: { Indication: string; MultipleInstances: YesNo; CareInstances: CareInstanceValues[] };
  AllOther: { Name: string; CareInstance: AddressValues };
  StartDate: string;
  EndDate: string;
  TravelMode: SeatedTransportTravelMode | '';
  OnlyTravelCabExplanation: string;
  NeedsEscort: YesNo;
  AdditionalInformation: string;
};

export const emptyAddress = (countryCode = 'NL'): AddressValues => ({
  Street: '',
  HouseNumber: '',
  PostalCode: '',
  City: '',
  CountryCode: countryCode,
});

let instanceCount = 0;

export const emptyCareInstance = (): CareInstanceValues => ({
  key: `care-instance-${++instanceCount}`,
  Name: '',
  Address: emptyAddress(),
  Duration: { Amount: '', Unit: String(periodUnits.week) as PeriodUnitValue },
  Distance: { Amount: '', Unit: 'km' },
  AmountTransportNeeded: { Amount: '', Unit: String(periodUnits.week) as PeriodUnitValue },
});

export function initialFormValues(customerNumber: string): SeatedTransportFormValues {
  return {
    CurrentSelectedCustomerNumber: customerNumber,
    RequestType: '',
    Purpose: '',
    Wheelchair: { MaxAmountWalking: '', LongTermDependent: '', NumberOfMonths: '' },
    VisuallyImpaired: { SmallerAs20Degrees: '', LeftEye: '', RightEye: '' },
    Hardship: { Indication: '', MultipleInstances: '', CareInstances: [emptyCareInstance()] },
    AllOther: { Name: '', CareInstance: emptyAddress() },
    StartDate: '',
    EndDate: '',
    TravelMode: '',
    OnlyTravelCabExplanation: '',
    NeedsEscort: '',
    AdditionalInformation: '',
  };
}

const trimmed = (value: string) => value.trim();
const whenFilled = (value: string) => (value.trim() === '' ? undefined : value.trim());

const address = (values: AddressValues) => ({
  Street: trimmed(values.Street),
  HouseNumber: trimmed(values.HouseNumber),
  PostalCode: trimmed(values.PostalCode).toUpperCase(),
  City: trimmed(values.City),
  CountryCode: values.CountryCode,
});

const careInstance = (instance: CareInstanceValues) => ({
  Name: trimmed(instance.Name),
  Address: address(instance.Address),
  Duration: { Amount: trimmed(instance.Duration.Amount), Unit: instance.Duration.Unit },
  Distance: { Amount: trimmed(instance.Distance.Amount), Unit: instance.Distance.Unit },
  AmountTransportNeeded: {
    Amount: trimmed(instance.AmountTransportNeeded.Amount),
    Unit: instance.AmountTransportNeeded.Unit,
  },
});

/** The follow-up questions the travel mode asks: an escort unless by car, the reason for a taxi. */
export function travelQuestions(values: SeatedTransportFormValues) {
  const mode = values.TravelMode;
  const byCar = mode === '' || travelAnswersOf[mode].CanTravelOwn;
  return { escort: !byCar, cabExplanation: mode === 'taxi' };
}

/** The situation the purpose stands for, '' before one is chosen. */
export const situationOf = (values: SeatedTransportFormValues) =>
  values.Purpose === '' ? '' : situationOfPurpose[values.Purpose];

/** The wizard's steps: what for first, then what that needs, how you travel, and a last look. */
export const transportSteps = ['purpose', 'details', 'travel', 'review'] as const;
export type TransportStep = (typeof transportSteps)[number];

/** The form paths each step asks, for `validate(scopes)`. */
export const transportStepScopes: Record<TransportStep, readonly string[]> = {
  purpose: ['CurrentSelectedCustomerNumber', 'Purpose', 'RequestType', 'SituationType'],
  details: ['Wheelchair', 'VisuallyImpaired', 'Hardship', 'AllOther', 'StartDate', 'EndDate'],
  travel: [
    'TravelMode',
    'CanTravelOwn',
    'CanTravelPublic',
    'CanOnlyTravelCab',
    'OnlyTravelCabExplanation',
    'NeedsEscort',
    'AdditionalInformation',
    'Files',
  ],
  review: [],
};

/** The screen's own questions the contract leaves optional for other callers: purpose and travel mode. */
export function requiredChoices(values: SeatedTransportFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.Purpose === '') errors.Purpose = validatorMessages.requiredField;
  if (values.TravelMode === '') errors.TravelMode = validatorMessages.requiredField;
  return errors;
}

/**
 * The text fields of POST SeatedPatientTransport: only the chosen situation's block, and each
 * cascade answer only while its question is asked. Numbers stay strings as multipart sends them.
 */
export function toRequest(values: SeatedTransportFormValues) {
  const asks = travelQuestions(values);
  const situation = situationOf(values);
  const travel: { CanTravelOwn?: boolean; CanTravelPublic?: boolean; CanOnlyTravelCab?: boolean } =
    values.TravelMode === '' ? {} : travelAnswersOf[values.TravelMode];
  const multiple = yesNoToBoolean(values.Hardship.MultipleInstances);
  const longTerm = yesNoToBoolean(values.Wheelchair.LongTermDependent);
  return {
    CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber,
    RequestType: values.RequestType,
    Purpose: values.Purpose === '' ? undefined : values.Purpose,
    SituationType: situation,
    Wheelchair:
      situation === 'wheelchair'
        ? {
            MaxAmountWalking: trimmed(values.Wheelchair.MaxAmountWalking),
            LongTermDependent: longTerm,
            NumberOfMonths: longTerm === false ? trimmed(values.Wheelchair.NumberOfMonths) : undefined,
          }
        : undefined,
    VisuallyImpaired:
      situation === 'visually-impaired'
        ? {
            SmallerAs20Degrees: yesNoToBoolean(values.VisuallyImpaired.SmallerAs20Degrees),
            LeftEye: trimmed(values.VisuallyImpaired.LeftEye),
            RightEye: trimmed(values.VisuallyImpaired.RightEye),
          }
        : undefined,
    Hardship:
      situation === 'hardship-clause'
        ? {
            Indication: trimmed(values.Hardship.Indication),
            MultipleInstances: multiple,
            CareInstances: (multiple === true
              ? values.Hardship.CareInstances
              : values.Hardship.CareInstances.slice(0, 1)
            ).map(careInstance),
          }
        : undefined,
    AllOther:
      situation === 'all-other'
        ? { Name: trimmed(values.AllOther.Name), CareInstance: address(values.AllOther.CareInstance) }
        : undefined,
    StartDate: typedDateToInput(values.StartDate),
    EndDate: typedDateToInput(values.EndDate),
    TravelMode: values.TravelMode === '' ? undefined : values.TravelMode,
    CanTravelOwn: travel.CanTravelOwn,
    CanTravelPublic: travel.CanTravelPublic,
    CanOnlyTravelCab: travel.CanOnlyTravelCab,
    OnlyTravelCabExplanation: asks.cabExplanation ? whenFilled(values.OnlyTravelCabExplanation) : undefined,
    NeedsEscort: asks.escort ? yesNoToBoolean(values.NeedsEscort) : undefined,
    AdditionalInformation: whenFilled(values.AdditionalInformation),
  };
}
export type SeatedTransportRequest = ReturnType<typeof toRequest>;

/** The request body to send, once the form found nothing wrong: the contract's parsed output. */
export function toRequestBody(values: SeatedTransportFormValues) {
  return SeatedPatientTransportFields.parse(toRequest(values));
}
