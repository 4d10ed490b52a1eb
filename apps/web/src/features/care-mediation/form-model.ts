import { type CareMediationFields, careMediationFieldsOn, type mentalHealthCareTypes } from '@mijn/contract';
import {
  type CareMediationKind,
  careMediationKinds,
  type IsoDate,
  type MediationAnswers,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { typedDateToInput, type YesNo, yesNoToBoolean } from '../../lib/forms/index.ts';

type ProviderValues = { Name: string; AgbCode: string };
type PractitionerValues = { Name: string; BigNumber: string };

/**
 * Everything the form can hold, with the contract's field names so a contract error path is a form
 * path. The kind decides which questions are asked; answers of another kind stay in the form (the
 * person may switch back) but are never sent, and neither is a block whose question is not yes.
 */
export type CareMediationFormValues = {
  Kind: CareMediationKind | '';
  CurrentSelectedCustomerNumber: string;
  AlreadyWithMediationService: YesNo;
  UnhappyWithGeneralPractitioner: YesNo;
  HasGeneralPractitioner: YesNo;
  CurrentGeneralPractitioner: ProviderValues;
  DueDate: string;
  HasMidwife: YesNo;
  Midwife: ProviderValues;
  Specialism: string;
  SecondOpinion: YesNo;
  MriRequestedBySpecialist: YesNo;
  SpecialistConsulted: YesNo;
  Specialist: PractitionerValues;
  CareNeeded: string;
  StartDate: string;
  HasIndication: YesNo;
  Nurse: PractitionerValues;
  CareType: (typeof mentalHealthCareTypes)[number] | '';
  HasReferral: YesNo;
  Referrer: ProviderValues;
  OnWaitingList: YesNo;
  WaitingList: { ProviderName: string; AppointmentDate: string };
  PhoneNumber: string;
  MaxTravelDistanceKm: string;
  AdditionalInformation: string;
};

const provider = (): ProviderValues => ({ Name: '', AgbCode: '' });
const practitioner = (): PractitionerValues => ({ Name: '', BigNumber: '' });

export function initialFormValues(customerNumber: string): CareMediationFormValues {
  return {
    Kind: '',
    CurrentSelectedCustomerNumber: customerNumber,
    AlreadyWithMediationService: '',
    UnhappyWithGeneralPractitioner: '',
    HasGeneralPractitioner: '',
    CurrentGeneralPractitioner: provider(),
    DueDate: '',
    HasMidwife: '',
    Midwife: provider(),
    Specialism: '',
    SecondOpinion: '',
    MriRequestedBySpecialist: '',
    SpecialistConsulted: '',
    Specialist: practitioner(),
    CareNeeded: '',
    StartDate: '',
    HasIndication: '',
    Nurse: practitioner(),
    CareType: '',
    HasReferral: '',
    Referrer: provider(),
    OnWaitingList: '',
    WaitingList: { ProviderName: '', AppointmentDate: '' },
    PhoneNumber: '',
    MaxTravelDistanceKm: '25',
    AdditionalInformation: '',
  };
}

/** The wizard's steps: what and for whom, the situation the kind asks about, how to reach you. */
export const mediationSteps = ['kind', 'situation', 'contact'] as const;
export type MediationStep = (typeof mediationSteps)[number];

const contactFields = ['PhoneNumber', 'MaxTravelDistanceKm', 'AdditionalInformation', 'Files'];

/** The form paths each step asks, for `validate(scopes)`: everything not first or last is the situation. */
export const mediationStepScopes: Record<MediationStep, readonly string[]> = {
  kind: ['Kind', 'CurrentSelectedCustomerNumber'],
  situation: Object.keys(initialFormValues('')).filter(
    (field) => !['Kind', 'CurrentSelectedCustomerNumber', ...contactFields].includes(field),
  ),
  contact: contactFields,
};

const trimmed = (value: string) => value.trim();
const whenFilled = (value: string) => (value.trim() === '' ? undefined : value.trim());
const onlyWhenYes = <T>(answer: YesNo, block: () => T) => (answer === 'yes' ? block() : undefined);
const providerOf = (values: ProviderValues) => ({
  Name: trimmed(values.Name),
  AgbCode: trimmed(values.AgbCode),
});
const practitionerOf = (values: PractitionerValues) => ({
  Name: trimmed(values.Name),
  BigNumber: trimmed(values.BigNumber),
});

function waiting(values: CareMediationFormValues) {
  return {
    OnWaitingList: yesNoToBoolean(values.OnWaitingList),
    WaitingList: onlyWhenYes(values.OnWaitingList, () => ({
      ProviderName: trimmed(values.WaitingList.ProviderName),
      AppointmentDate: whenFilled(values.WaitingList.AppointmentDate)
        ? typedDateToInput(values.WaitingList.AppointmentDate)
        : undefined,
    })),
  };
}

/** The fields only the kind asks, each conditional block only when its question is yes (spec §3). */
function kindFields(kind: CareMediationKind, values: CareMediationFormValues) {
  switch (kind) {
    case 'general-practitioner':
      return {
        UnhappyWithGeneralPractitioner: yesNoToBoolean(values.UnhappyWithGeneralPractitioner),
        HasGeneralPractitioner: yesNoToBoolean(values.HasGeneralPractitioner),
        CurrentGeneralPractitioner: onlyWhenYes(values.HasGeneralPractitioner, () =>
          providerOf(values.CurrentGeneralPractitioner),
        ),
      };
    case 'maternity-care':
      return {
        DueDate: typedDateToInput(values.DueDate),
        HasMidwife: yesNoToBoolean(values.HasMidwife),
        Midwife: onlyWhenYes(values.HasMidwife, () => providerOf(values.Midwife)),
      };
    case 'medical-specialist':
      return {
        Specialism: trimmed(values.Specialism),
        SecondOpinion: yesNoToBoolean(values.SecondOpinion),
        MriRequestedBySpecialist: yesNoToBoolean(values.MriRequestedBySpecialist),
        SpecialistConsulted: yesNoToBoolean(values.SpecialistConsulted),
        Specialist: onlyWhenYes(values.SpecialistConsulted, () => practitionerOf(values.Specialist)),
        ...waiting(values),
      };
    case 'district-nursing':
      return {
        CareNeeded: trimmed(values.CareNeeded),
        StartDate: typedDateToInput(values.StartDate),
        HasIndication: yesNoToBoolean(values.HasIndication),
        Nurse: onlyWhenYes(values.HasIndication, () => practitionerOf(values.Nurse)),
        ...waiting(values),
      };
    case 'mental-health':
      return {
        CareType: values.CareType,
        HasReferral: yesNoToBoolean(values.HasReferral),
        Referrer: onlyWhenYes(values.HasReferral, () => providerOf(values.Referrer)),
        ...waiting(values),
      };
  }
}

/** The text fields of the kind's POST CareMediation/*, as the form holds them now. */
export function toRequest(values: CareMediationFormValues) {
  const common = {
    CurrentSelectedCustomerNumber: values.CurrentSelectedCustomerNumber,
    AlreadyWithMediationService: yesNoToBoolean(values.AlreadyWithMediationService),
    PhoneNumber: trimmed(values.PhoneNumber),
    MaxTravelDistanceKm: trimmed(values.MaxTravelDistanceKm),
    AdditionalInformation: whenFilled(values.AdditionalInformation),
  };
  return values.Kind === '' ? common : { ...common, ...kindFields(values.Kind, values) };
}

/** What the form validates: the kind, then the kind's contract fields with the dates against today. */
export function mediationFormSchema(today: IsoDate) {
  const schemas = Object.fromEntries(
    careMediationKinds.map((kind) => [kind, careMediationFieldsOn(kind, today)]),
  );
  return z.unknown().check(
    z.superRefine((input, context) => {
      const kind = (input as { Kind?: unknown }).Kind;
      if (!careMediationKinds.includes(kind as CareMediationKind)) {
        context.addIssue({ code: 'custom', path: ['Kind'], message: validatorMessages.requiredField });
        return;
      }
      const { Kind: _kind, ...request } = input as Record<string, unknown>;
      for (const issue of schemas[kind as CareMediationKind]?.safeParse(request).error?.issues ?? []) {
        context.addIssue(issue as never);
      }
    }),
  );
}

/** The form's input with its kind: what `mediationFormSchema` reads. */
export const toFormInput = (values: CareMediationFormValues) => ({ Kind: values.Kind, ...toRequest(values) });

/** The request body to send, once the form found nothing wrong: the contract's parsed input. */
export function toRequestBody(kind: CareMediationKind, values: CareMediationFormValues): CareMediationFields {
  return toRequest({ ...values, Kind: kind }) as CareMediationFields;
}

/** The screening answers as booleans, for the blocks and warnings shown while answering. */
export function screeningAnswers(values: CareMediationFormValues): MediationAnswers {
  const answer = (value: YesNo) => (value === '' ? undefined : value === 'yes');
  return {
    AlreadyWithMediationService: answer(values.AlreadyWithMediationService),
    UnhappyWithGeneralPractitioner: answer(values.UnhappyWithGeneralPractitioner),
    SecondOpinion: answer(values.SecondOpinion),
    MriRequestedBySpecialist: answer(values.MriRequestedBySpecialist),
    SpecialistConsulted: answer(values.SpecialistConsulted),
    OnWaitingList: answer(values.OnWaitingList),
  };
}
