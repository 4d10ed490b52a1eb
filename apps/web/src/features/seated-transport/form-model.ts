import { SeatedPatientTransportFields } from '@mijn/contract';
import {
  addYears,
  CARE_REQUEST_END_MAX_YEARS_AHEAD,
  CARE_REQUEST_START_MAX_YEARS_AHEAD,
  compareIsoDates,
  type DistanceUnit,
  type IsoDate,
  isIsoDate,
  MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE,
  periodUnits,
  postalCodeSchema,
  type SeatedTransportRequestType,
  type SeatedTransportSituation,
  validatorMessages,
} from '@mijn/domain';

/** A yes/no question answered by a radio group: '' until the person chooses. */
export type YesNo = '' | 'yes' | 'no';
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
 * Everything the form can hold, with the contract's field names so a contract error path is a form
 * path. Blocks of situations not chosen stay in the form (the person may switch back) but are never
 * sent: `toRequest` keeps only what its condition asks.
 */
export interface SeatedTransportFormValues {
  CurrentSelectedCustomerNumber: string;
  RequestType: SeatedTransportRequestType | '';
  SituationType: SeatedTransportSituation | '';
  Wheelchair: { MaxAmountWalking: string; LongTermDependent: YesNo; NumberOfMonths: string };
  VisuallyImpaired: { SmallerAs20Degrees: YesNo; LeftEye: string; RightEye: string };
  Hardship: { Indication: string; MultipleInstances: YesNo; CareInstances: CareInstanceValues[] };
  AllOther: { Name: string; CareInstance: AddressValues };
  StartDate: string;
  EndDate: string;
  CanTravelOwn: YesNo;
  CanTravelPublic: YesNo;
  CanOnlyTravelCab: YesNo;
  OnlyTravelCabExplanation: string;
  NeedsEscort: YesNo;
  AdditionalInformation: string;
}

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
    SituationType: '',
    Wheelchair: { MaxAmountWalking: '', LongTermDependent: '', NumberOfMonths: '' },
    VisuallyImpaired: { SmallerAs20Degrees: '', LeftEye: '', RightEye: '' },
    Hardship: { Indication: '', MultipleInstances: '', CareInstances: [emptyCareInstance()] },
    AllOther: { Name: '', CareInstance: emptyAddress() },
    StartDate: '',
    EndDate: '',
    CanTravelOwn: '',
    CanTravelPublic: '',
    CanOnlyTravelCab: '',
    OnlyTravelCabExplanation: '',
    NeedsEscort: '',
    AdditionalInformation: '',
  };
}

const answer = (value: YesNo): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

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

/** The questions of the travel-ability cascade that the answers so far ask (spec §3). */
export function travelQuestions(values: SeatedTransportFormValues) {
  const ownNo = values.CanTravelOwn === 'no';
  const publicNo = ownNo && values.CanTravelPublic === 'no';
  const cabYes = publicNo && values.CanOnlyTravelCab === 'yes';
  return { publicTransport: ownNo, escort: ownNo, onlyCab: publicNo, cabExplanation: cabYes };
}

/**
 * The text fields of POST SeatedPatientTransport: only the chosen situation's block, and each
 * cascade answer only while its question is asked. Numbers stay strings as multipart sends them.
 */
export function toRequest(values: SeatedTransportFormValues) {
  const asks = travelQuestions(values);
  const situation = values.SituationType;
  const multiple = answer(values.Hardship.MultipleInstances);
  const longTerm = answer(values.Wheelchair.LongTermDependent);
  return {
    CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber,
    RequestType: values.RequestType,
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
            SmallerAs20Degrees: answer(values.VisuallyImpaired.SmallerAs20Degrees),
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
    StartDate: values.StartDate,
    EndDate: values.EndDate,
    CanTravelOwn: answer(values.CanTravelOwn),
    CanTravelPublic: asks.publicTransport ? answer(values.CanTravelPublic) : undefined,
    CanOnlyTravelCab: asks.onlyCab ? answer(values.CanOnlyTravelCab) : undefined,
    OnlyTravelCabExplanation: asks.cabExplanation ? whenFilled(values.OnlyTravelCabExplanation) : undefined,
    NeedsEscort: asks.escort ? answer(values.NeedsEscort) : undefined,
    AdditionalInformation: whenFilled(values.AdditionalInformation),
  };
}
export type SeatedTransportRequest = ReturnType<typeof toRequest>;

type Errors = Record<string, string>;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** Zod's own texts are not ours: an empty answer is required, anything else is told by its kind. */
function messageOf(issue: { code: string; message: string }, value: unknown): string {
  if (issue.message.startsWith('validators.')) return issue.message;
  if (value === undefined || value === '') return validatorMessages.requiredField;
  if (issue.code === 'too_small') return validatorMessages.numberTooLow;
  if (issue.code === 'too_big') return validatorMessages.numberTooHigh;
  return validatorMessages.invalidInput;
}

/** Spec §5 care requests: no start in the past or over a year ahead, no end over two years ahead. */
function dateErrors(values: SeatedTransportFormValues, today: IsoDate): Errors {
  const errors: Errors = {};
  const { StartDate: start, EndDate: end } = values;
  if (isIsoDate(start)) {
    if (compareIsoDates(start, today) < 0) errors.StartDate = validatorMessages.dateInPast;
    else if (compareIsoDates(start, addYears(today, CARE_REQUEST_START_MAX_YEARS_AHEAD)) > 0) {
      errors.StartDate = validatorMessages.dateTooFarAhead;
    }
  }
  if (isIsoDate(end) && compareIsoDates(end, addYears(today, CARE_REQUEST_END_MAX_YEARS_AHEAD)) > 0) {
    errors.EndDate = validatorMessages.dateTooFarAhead;
  }
  return errors;
}

/**
 * The contract's cross-field rules, checked here too: zod runs an object's refinements only once all
 * its fields are valid, and a person should see every missing answer at once.
 */
function crossFieldErrors(values: SeatedTransportFormValues): Errors {
  const errors: Errors = {};
  const asks = travelQuestions(values);
  const missing = (key: string, asked: boolean, value: string) => {
    if (asked && value.trim() === '') errors[key] = validatorMessages.requiredField;
  };
  missing('CanTravelPublic', asks.publicTransport, values.CanTravelPublic);
  missing('NeedsEscort', asks.escort, values.NeedsEscort);
  missing('CanOnlyTravelCab', asks.onlyCab, values.CanOnlyTravelCab);
  missing('OnlyTravelCabExplanation', asks.cabExplanation, values.OnlyTravelCabExplanation);
  if (values.SituationType === 'wheelchair') {
    const { LongTermDependent, NumberOfMonths } = values.Wheelchair;
    missing('Wheelchair.NumberOfMonths', LongTermDependent === 'no', NumberOfMonths);
  }
  if (
    values.SituationType === 'hardship-clause' &&
    values.Hardship.MultipleInstances === 'yes' &&
    values.Hardship.CareInstances.length < MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE
  ) {
    errors['Hardship.CareInstances'] = validatorMessages.atLeastTwoDestinations;
  }
  const checkPostalCode = (path: string, place: AddressValues) => {
    const code = place.PostalCode.trim();
    if (
      place.CountryCode === 'NL' &&
      code !== '' &&
      !postalCodeSchema.safeParse(code.toUpperCase()).success
    ) {
      errors[`${path}.PostalCode`] = validatorMessages.invalidPostalCode;
    }
  };
  if (values.SituationType === 'all-other')
    checkPostalCode('AllOther.CareInstance', values.AllOther.CareInstance);
  if (values.SituationType === 'hardship-clause') {
    const sent =
      values.Hardship.MultipleInstances === 'yes'
        ? values.Hardship.CareInstances
        : values.Hardship.CareInstances.slice(0, 1);
    sent.forEach((instance, index) => {
      checkPostalCode(`Hardship.CareInstances.${index}.Address`, instance.Address);
    });
  }
  if (isIsoDate(values.StartDate) && isIsoDate(values.EndDate)) {
    if (compareIsoDates(values.EndDate, values.StartDate) < 0)
      errors.EndDate = validatorMessages.endBeforeStart;
  }
  return errors;
}

/**
 * Validates the form with the contract's own schema (the server runs the same one), keyed by form
 * path ('Hardship.CareInstances.0.Distance.Amount'), plus the date rules that need today.
 */
export function validateForm(values: SeatedTransportFormValues, today: IsoDate): Errors {
  const request = toRequest(values);
  const errors: Errors = {};
  const parsed = SeatedPatientTransportFields.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= messageOf(issue, valueAt(request, issue.path));
    }
  }
  const more = { ...crossFieldErrors(values), ...dateErrors(values, today) };
  for (const [key, message] of Object.entries(more)) errors[key] ??= message;
  return errors;
}

/** The request body to send, once `validateForm` found nothing: the contract's parsed output. */
export function toRequestBody(values: SeatedTransportFormValues) {
  return SeatedPatientTransportFields.parse(toRequest(values));
}
