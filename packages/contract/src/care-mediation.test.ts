import {
  addDays,
  addYears,
  type CareMediationKind,
  careMediationKinds,
  validatorMessages,
} from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { careMediationFields, careMediationFieldsOn } from './care-mediation.ts';
import { careMediationExample } from './care-mediation-example.ts';

const today = '2026-11-30';
/** A valid request of each kind, every conditional block answered yes. */
const valid = Object.fromEntries(
  careMediationKinds.map((kind) => [kind, careMediationExample(kind, { customerNumber: '10000001', today })]),
) as Record<CareMediationKind, Record<string, unknown>>;

const issuesOf = (kind: CareMediationKind, body: Record<string, unknown>) =>
  careMediationFieldsOn(kind, today)
    .safeParse(body)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('care mediation fields', () => {
  it.each(Object.keys(valid) as CareMediationKind[])('accept a complete %s request', (kind) => {
    expect(issuesOf(kind, valid[kind])).toEqual([]);
  });

  // Spec §3: a conditional block is sent only when its question is answered yes.
  it.each<[CareMediationKind, string, string]>([
    ['general-practitioner', 'HasGeneralPractitioner', 'CurrentGeneralPractitioner'],
    ['maternity-care', 'HasMidwife', 'Midwife'],
    ['medical-specialist', 'SpecialistConsulted', 'Specialist'],
    ['medical-specialist', 'OnWaitingList', 'WaitingList'],
    ['district-nursing', 'HasIndication', 'Nurse'],
    ['district-nursing', 'OnWaitingList', 'WaitingList'],
    ['mental-health', 'HasReferral', 'Referrer'],
    ['mental-health', 'OnWaitingList', 'WaitingList'],
  ])('%s: %s yes needs %s, no refuses it', (kind, question, block) => {
    const { [block]: _left, ...withoutBlock } = valid[kind];
    expect(issuesOf(kind, withoutBlock)).toEqual([`${block}: ${validatorMessages.requiredField}`]);
    expect(issuesOf(kind, { ...valid[kind], [question]: false })).toEqual([
      `${block}: ${validatorMessages.invalidInput}`,
    ]);
    expect(issuesOf(kind, { ...withoutBlock, [question]: 'false' })).toEqual([]);
  });

  it.each<[CareMediationKind, Record<string, unknown>, string]>([
    [
      'general-practitioner',
      { AlreadyWithMediationService: true },
      `AlreadyWithMediationService: ${validatorMessages.mediationAlreadyWithService}`,
    ],
    [
      'mental-health',
      { AlreadyWithMediationService: 'true' },
      `AlreadyWithMediationService: ${validatorMessages.mediationAlreadyWithService}`,
    ],
    [
      'medical-specialist',
      { MriRequestedBySpecialist: true },
      `MriRequestedBySpecialist: ${validatorMessages.mediationMriRequested}`,
    ],
  ])('%s: %o blocks the request', (kind, answers, issue) => {
    expect(issuesOf(kind, { ...valid[kind], ...answers })).toEqual([issue]);
  });

  it('lets warnings through: they are the screen’s to show', () => {
    const { Specialist: _specialist, WaitingList: _waiting, ...asked } = valid['medical-specialist'];
    const body = { ...asked, SecondOpinion: true, SpecialistConsulted: false, OnWaitingList: false };
    expect(issuesOf('medical-specialist', body)).toEqual([]);
  });

  it.each<[CareMediationKind, Record<string, unknown>, string]>([
    [
      'general-practitioner',
      { CurrentGeneralPractitioner: { Name: 'X', AgbCode: '1234567' } },
      `CurrentGeneralPractitioner.AgbCode: ${validatorMessages.agbCode}`,
    ],
    [
      'maternity-care',
      { Midwife: { Name: 'X', AgbCode: '123456789' } },
      `Midwife.AgbCode: ${validatorMessages.agbCode}`,
    ],
    [
      'medical-specialist',
      { Specialist: { Name: 'X', BigNumber: '1234567890' } },
      `Specialist.BigNumber: ${validatorMessages.bigNumber}`,
    ],
    [
      'district-nursing',
      { Nurse: { Name: 'X', BigNumber: '1234567890A' } },
      `Nurse.BigNumber: ${validatorMessages.bigNumber}`,
    ],
    [
      'mental-health',
      { Referrer: { Name: '', AgbCode: '01012345' } },
      `Referrer.Name: ${validatorMessages.requiredField}`,
    ],
    ['mental-health', { CareType: 'online' }, `CareType: ${validatorMessages.requiredField}`],
    [
      'general-practitioner',
      { MaxTravelDistanceKm: 0 },
      `MaxTravelDistanceKm: ${validatorMessages.numberTooLow}`,
    ],
    [
      'general-practitioner',
      { MaxTravelDistanceKm: 401 },
      `MaxTravelDistanceKm: ${validatorMessages.numberTooHigh}`,
    ],
    ['general-practitioner', { PhoneNumber: '12' }, `PhoneNumber: ${validatorMessages.phoneNumberInvalid}`],
  ])('%s: %o is refused', (kind, change, issue) => {
    expect(issuesOf(kind, { ...valid[kind], ...change })).toContain(issue);
  });

  it.each<[CareMediationKind, Record<string, unknown>, string | null]>([
    ['maternity-care', { DueDate: addYears(today, 1) }, null],
    [
      'maternity-care',
      { DueDate: addDays(addYears(today, 1), 1) },
      `DueDate: ${validatorMessages.maternityCareTooEarly}`,
    ],
    ['maternity-care', { DueDate: addDays(today, -1) }, `DueDate: ${validatorMessages.dateInPast}`],
    ['district-nursing', { StartDate: today }, null],
    ['district-nursing', { StartDate: addDays(today, -1) }, `StartDate: ${validatorMessages.dateInPast}`],
    [
      'district-nursing',
      { StartDate: addDays(addYears(today, 1), 1) },
      `StartDate: ${validatorMessages.dateTooFarAhead}`,
    ],
    [
      'mental-health',
      { WaitingList: { ProviderName: 'GGZ Centraal', AppointmentDate: addYears(today, 2) } },
      null,
    ],
    [
      'mental-health',
      { WaitingList: { ProviderName: 'GGZ Centraal', AppointmentDate: addDays(addYears(today, 2), 1) } },
      `WaitingList.AppointmentDate: ${validatorMessages.waitingAppointmentTooFar}`,
    ],
    ['mental-health', { WaitingList: { ProviderName: 'GGZ Centraal' } }, null],
  ])('%s: %o against today gives %s', (kind, change, issue) => {
    expect(issuesOf(kind, { ...valid[kind], ...change })).toEqual(issue === null ? [] : [issue]);
  });

  it('leaves the dates against today out of the plain schema (the server judges them with its clock)', () => {
    const past = { ...valid['maternity-care'], DueDate: '2000-01-01' };
    expect(careMediationFields['maternity-care'].safeParse(past).success).toBe(true);
  });
});
