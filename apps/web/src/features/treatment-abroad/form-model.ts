import {
  needsReferralLetter as needsRequestReferralLetter,
  promisesDocuments as promisesRequestDocuments,
  REFERRAL_LETTER_FIELD,
  treatmentAbroadFieldsOn,
} from '@mijn/contract';
import {
  type FertilityTreatmentType,
  fertilityRightsEnded,
  type IsoDate,
  type TreatmentAbroadKind,
  treatmentAbroadKinds,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import {
  type FieldErrors,
  parseTypedDate,
  typedDateToInput,
  type YesNo,
  yesNoToBoolean,
} from '../../lib/forms/index.ts';

export type AddressValues = {
  Street: string;
  HouseNumber: string;
  PostalCode: string;
  City: string;
  CountryCode: string;
};

type TimeValues = {
  Hours: string;
  Minutes: string;
};

/**
 * Everything the five forms can hold (dates as typed), with the contract's field names so a
 * contract error path is a form path. `toRequest` sends only what the chosen kind asks, and each
 * conditional block only after its yes (issue 17).
 */
export type TreatmentAbroadFormValues = {
  Kind: TreatmentAbroadKind | '';
  CurrentSelectedCustomerNumber: string;
  StartDate: string;
  EndDate: string;
  InstanceAbroad: {
    InstanceName: string;
    PractitionerName: string;
    Address: AddressValues;
    PhoneNumber: string;
    Email: string;
  };
  Treatment: string;
  TreatmentType: FertilityTreatmentType | '';
  AttemptNumber: string;
  HasReferral: YesNo;
  ReferringDoctor: { PractitionerName: string; PhoneNumber: string };
  PriceMentioned: YesNo;
  Amount: string;
  Indication: YesNo;
  CareType: '' | '1' | '2' | '3';
  NursingTime: TimeValues;
  PersonalCareTime: TimeValues;
  DutchNurseKnown: YesNo;
  DutchNurse: {
    Name: string;
    PhoneNumber: string;
    BigNumber: string;
    Level: string;
    CareInstanceName: string;
    AgbCode: string;
  };
  Reference: boolean;
  TreatmentPlan: boolean;
  Offer: boolean;
  DoctorAbroad: { PractitionerName: string; Profession: string; Address: AddressValues; PhoneNumber: string };
  Necessary: string;
  NeedsTransport: YesNo;
  Residence: AddressValues;
  NumberOfDialysis: string;
  Approval: YesNo;
  AdditionalInformation: string;
};

const emptyAddress = (CountryCode: string): AddressValues => ({
  Street: '',
  HouseNumber: '',
  PostalCode: '',
  City: '',
  CountryCode,
});
const noTime = (): TimeValues => ({ Hours: '', Minutes: '' });

export function initialFormValues(customerNumber: string): TreatmentAbroadFormValues {
  return {
    Kind: '',
    CurrentSelectedCustomerNumber: customerNumber,
    StartDate: '',
    EndDate: '',
    InstanceAbroad: {
      InstanceName: '',
      PractitionerName: '',
      Address: emptyAddress(''),
      PhoneNumber: '',
      Email: '',
    },
    Treatment: '',
    TreatmentType: '',
    AttemptNumber: '',
    HasReferral: '',
    ReferringDoctor: { PractitionerName: '', PhoneNumber: '' },
    PriceMentioned: '',
    Amount: '',
    Indication: '',
    CareType: '',
    NursingTime: noTime(),
    PersonalCareTime: noTime(),
    DutchNurseKnown: '',
    DutchNurse: { Name: '', PhoneNumber: '', BigNumber: '', Level: '', CareInstanceName: '', AgbCode: '' },
    Reference: false,
    TreatmentPlan: false,
    Offer: false,
    DoctorAbroad: { PractitionerName: '', Profession: '', Address: emptyAddress('NL'), PhoneNumber: '' },
    Necessary: '',
    NeedsTransport: '',
    Residence: emptyAddress(''),
    NumberOfDialysis: '',
    Approval: '',
    AdditionalInformation: '',
  };
}

const trimmed = (value: string) => value.trim();
const whenFilled = (value: string) => (value.trim() === '' ? undefined : value.trim());
const trimmedAll = <T extends Record<string, string>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
/** Only after a yes is the block sent (and checked); before any answer, nothing. */
const afterYes = <T>(answer: YesNo, block: () => T) => (answer === 'yes' ? block() : undefined);

const address = (values: AddressValues) => ({
  ...trimmedAll(values),
  PostalCode: trimmed(values.PostalCode).toUpperCase(),
});

const instance = (values: TreatmentAbroadFormValues, withPractitioner: boolean) => ({
  InstanceName: trimmed(values.InstanceAbroad.InstanceName),
  PractitionerName: withPractitioner ? trimmed(values.InstanceAbroad.PractitionerName) : undefined,
  Address: address(values.InstanceAbroad.Address),
  PhoneNumber: values.InstanceAbroad.PhoneNumber,
  Email: trimmed(values.InstanceAbroad.Email),
});

const period = (values: TreatmentAbroadFormValues) => ({
  StartDate: typedDateToInput(values.StartDate),
  EndDate: typedDateToInput(values.EndDate),
});

const price = (values: TreatmentAbroadFormValues) => ({
  PriceMentioned: yesNoToBoolean(values.PriceMentioned),
  Amount: afterYes(values.PriceMentioned, () => trimmed(values.Amount)),
});

function plannedTreatment(values: TreatmentAbroadFormValues) {
  return {
    ...period(values),
    InstanceAbroad: instance(values, true),
    HasReferral: yesNoToBoolean(values.HasReferral),
    ReferringDoctor: afterYes(values.HasReferral, () => trimmedAll(values.ReferringDoctor)),
    ...price(values),
  };
}

function fieldsOf(kind: TreatmentAbroadKind, values: TreatmentAbroadFormValues) {
  switch (kind) {
    case 'medical-treatment':
      return { ...plannedTreatment(values), Treatment: trimmed(values.Treatment) };
    case 'fertility-treatment':
      return {
        ...plannedTreatment(values),
        TreatmentType: values.TreatmentType,
        AttemptNumber: trimmed(values.AttemptNumber),
      };
    case 'nursing-and-care':
      return {
        Indication: yesNoToBoolean(values.Indication),
        CareType: values.CareType,
        NursingTime: trimmedAll(values.NursingTime),
        PersonalCareTime: trimmedAll(values.PersonalCareTime),
        ...period(values),
        DutchNurseKnown: yesNoToBoolean(values.DutchNurseKnown),
        DutchNurse: afterYes(values.DutchNurseKnown, () => trimmedAll(values.DutchNurse)),
        InstanceAbroad: instance(values, false),
      };
    case 'mental-health':
      return {
        Reference: values.Reference,
        TreatmentPlan: values.TreatmentPlan,
        Offer: values.Offer,
        DoctorAbroad: {
          ...trimmedAll({
            PractitionerName: values.DoctorAbroad.PractitionerName,
            Profession: values.DoctorAbroad.Profession,
          }),
          Address: address(values.DoctorAbroad.Address),
          PhoneNumber: values.DoctorAbroad.PhoneNumber,
        },
        InstanceAbroad: instance(values, true),
        Necessary: trimmed(values.Necessary),
      };
    case 'kidney-dialysis':
      return {
        InstanceAbroad: instance(values, false),
        ...period(values),
        NeedsTransport: yesNoToBoolean(values.NeedsTransport),
        Residence: afterYes(values.NeedsTransport, () => address(values.Residence)),
        NumberOfDialysis: trimmed(values.NumberOfDialysis),
        Approval: yesNoToBoolean(values.Approval),
        ...price(values),
      };
  }
}

/**
 * The text fields of POST TreatmentAbroad/<kind> as multipart sends them (numbers and amounts as
 * typed): only the kind's fields, and each conditional block only after its yes.
 */
export function toRequest(values: TreatmentAbroadFormValues) {
  if (values.Kind === '') return { CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber };
  return {
    CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber,
    ...fieldsOf(values.Kind, values),
    AdditionalInformation: whenFilled(values.AdditionalInformation),
  };
}

const isKind = (value: unknown): value is TreatmentAbroadKind =>
  (treatmentAbroadKinds as readonly unknown[]).includes(value);

/**
 * The chosen kind's contract schema, with its dates against today: what the form checks. The kind
 * travels along as `Kind` (the contract's objects drop it); none chosen yet is the screen's error.
 */
export function treatmentAbroadFormSchema(today: IsoDate) {
  const schemas = Object.fromEntries(
    treatmentAbroadKinds.map((kind) => [kind, treatmentAbroadFieldsOn(kind, today)]),
  );
  return z.unknown().check(
    z.superRefine((input, context) => {
      const kind = (input as { Kind?: unknown }).Kind;
      if (!isKind(kind)) return;
      const parsed = schemas[kind]?.safeParse(input);
      for (const issue of parsed?.success === false ? parsed.error.issues : [])
        context.addIssue({ ...issue });
    }),
  );
}

/** What `useContractForm` checks: the request with its kind. */
export const toFormInput = (values: TreatmentAbroadFormValues) => ({
  Kind: values.Kind,
  ...toRequest(values),
});

/** Whether the form says a Dutch doctor referred the patient: then the letter is needed (the contract's rule). */
export const needsReferralLetter = (values: TreatmentAbroadFormValues): boolean =>
  values.Kind !== '' && needsRequestReferralLetter(values.Kind, toRequest(values));

/** Whether the form says other documents are available: then a file is needed (the contract's rule). */
export const promisesDocuments = (values: TreatmentAbroadFormValues): boolean =>
  values.Kind !== '' && promisesRequestDocuments(values.Kind, toRequest(values));

/**
 * The screen's rules the contract cannot state: a kind must be chosen; fertility rights end from 43
 * on the start date (spec §5; the server's core refuses it too).
 */
export function screenRules(values: TreatmentAbroadFormValues, birthDate: IsoDate | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (values.Kind === '') errors.Kind = validatorMessages.requiredField;
  const start = parseTypedDate(values.StartDate);
  if (values.Kind === 'fertility-treatment' && birthDate && start && fertilityRightsEnded(birthDate, start)) {
    errors.StartDate = validatorMessages.fertilityAge;
  }
  return errors;
}

/** The wizard's steps: which request for whom, its details, then the documents. */
export const treatmentAbroadSteps = ['kind', 'details', 'documents'] as const;
export type TreatmentAbroadStep = (typeof treatmentAbroadSteps)[number];

/** The form paths each step asks, for `validate(scopes)`. */
export const treatmentAbroadStepScopes: Record<TreatmentAbroadStep, readonly string[]> = {
  kind: ['Kind', 'CurrentSelectedCustomerNumber'],
  details: [
    'StartDate',
    'EndDate',
    'InstanceAbroad',
    'Treatment',
    'TreatmentType',
    'AttemptNumber',
    'HasReferral',
    'ReferringDoctor',
    REFERRAL_LETTER_FIELD,
    'PriceMentioned',
    'Amount',
    'Indication',
    'CareType',
    'NursingTime',
    'PersonalCareTime',
    'DutchNurseKnown',
    'DutchNurse',
    'Reference',
    'TreatmentPlan',
    'Offer',
    'DoctorAbroad',
    'Necessary',
    'NeedsTransport',
    'Residence',
    'NumberOfDialysis',
    'Approval',
  ],
  documents: ['AdditionalInformation', 'Files'],
};
