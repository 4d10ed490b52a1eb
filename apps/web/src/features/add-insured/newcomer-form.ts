import type { NewlyInsuredPersonForm, NewlyInsuredPersonsRequest } from '@mijn/contract';
import {
  type IsoDate,
  isNewbornOn,
  mayChooseStartDate,
  newcomerStartDate,
  validatorMessages,
} from '@mijn/domain';
import type { MedicalSelectionNewcomer } from '../../components/contract-cards/index.ts';
import { type FieldErrors, parseTypedDate, typedDateToInput } from '../../lib/forms/index.ts';

/** Who a person being added is to the policyholder (spec §4: a newborn and a child are both M). */
export const newcomerKinds = ['partner', 'newborn', 'child'] as const;
export type NewcomerKind = (typeof newcomerKinds)[number];

/** One person on the form: the contract's fields as typed, dates as dd-mm-jjjj. */
export interface NewcomerValues {
  kind: NewcomerKind | '';
  initials: string;
  firstName: string;
  prefix: string;
  lastName: string;
  prefixBirthName: string;
  birthName: string;
  birthDate: string;
  gender: 'male' | 'female' | '';
  socialSecurityNumber: string;
  nationality: string;
  startDate: string;
}

export type NewcomersValues = { newlyInsuredPersons: NewcomerValues[] } & Record<string, unknown>;

export const emptyNewcomer = (): NewcomerValues => ({
  kind: '',
  initials: '',
  firstName: '',
  prefix: '',
  lastName: '',
  prefixBirthName: '',
  birthName: '',
  birthDate: '',
  gender: '',
  socialSecurityNumber: '',
  nationality: 'NL',
  startDate: '',
});

export interface JoiningAgreement {
  agreementId: number;
  contractCode: string;
}

/** Whether the form asks this person's start date (spec §4), judged on the whole form. */
export function asksStartDate(persons: readonly NewcomerValues[], index: number): boolean {
  const person = persons[index];
  if (person?.kind === 'partner' || person?.kind === 'child') return true;
  return mayChooseStartDate(persons.map((candidate) => ({ isBornRecently: candidate.kind === 'newborn' })));
}

/**
 * A person as the contract takes them. A newborn within 4 months of birth starts on the birth date;
 * an older one is added as a child from today (spec §4, §9); a start date not asked is the one the
 * rules give.
 */
export function toNewcomer(
  persons: readonly NewcomerValues[],
  index: number,
  today: IsoDate,
): NewlyInsuredPersonForm {
  const person = persons[index] as NewcomerValues;
  const birthDate = typedDateToInput(person.birthDate);
  const born = parseTypedDate(person.birthDate);
  const isBornRecently = person.kind === 'newborn' && born !== null && isNewbornOn(born, today);
  const chosen = asksStartDate(persons, index) ? typedDateToInput(person.startDate) : today;
  const isPartner = person.kind === 'partner';
  return {
    role: isPartner ? 'P' : 'M',
    isBornRecently,
    socialSecurityNumber: person.socialSecurityNumber.replaceAll(' ', ''),
    initials: person.initials.trim(),
    firstName: person.firstName.trim(),
    prefix: person.prefix.trim(),
    lastName: person.lastName.trim(),
    prefixBirthName: isPartner ? person.prefixBirthName.trim() : '',
    birthName: isPartner ? person.birthName.trim() : '',
    gender: person.gender as NewlyInsuredPersonForm['gender'],
    birthDate,
    nationality: person.nationality,
    startDate: born === null ? chosen : newcomerStartDate({ isBornRecently, birthDate: born }, chosen, today),
  };
}

/** The request the contract checks and the server receives. */
export function toRequest(
  agreement: JoiningAgreement,
  values: NewcomersValues,
  today: IsoDate,
): NewlyInsuredPersonsRequest {
  const persons = values.newlyInsuredPersons;
  return {
    agreementId: agreement.agreementId,
    contractCode: agreement.contractCode,
    newlyInsuredPersons: persons.map((_, index) => toNewcomer(persons, index, today)),
  };
}

/** The persons as the medical selection names them: by place, without customer numbers. */
export const forMedicalSelection = (request: NewlyInsuredPersonsRequest): MedicalSelectionNewcomer[] =>
  request.newlyInsuredPersons.map((person) => ({
    initials: person.initials,
    prefix: person.prefix ?? '',
    lastName: person.lastName,
    birthDate: person.birthDate,
    role: person.role,
  }));

/**
 * What the contract cannot say about the form: who each person is must be chosen, and one BSN
 * and one partner appear only once (the contract's own messages name a stranger's BSN).
 */
export function formChecks({ newlyInsuredPersons: persons }: NewcomersValues): FieldErrors {
  const errors: FieldErrors = {};
  persons.forEach((person, index) => {
    const path = `newlyInsuredPersons.${index}`;
    if (person.kind === '') errors[`${path}.kind`] = validatorMessages.requiredField;
    if (person.kind === 'partner' && persons.findIndex((other) => other.kind === 'partner') < index)
      errors[`${path}.kind`] = 'add-insured:form.one-partner';
    const bsn = person.socialSecurityNumber.replaceAll(' ', '');
    if (
      bsn !== '' &&
      persons.findIndex((other) => other.socialSecurityNumber.replaceAll(' ', '') === bsn) < index
    )
      errors[`${path}.socialSecurityNumber`] = 'add-insured:form.same-bsn';
  });
  return errors;
}
