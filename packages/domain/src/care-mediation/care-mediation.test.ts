import { describe, expect, it } from 'vitest';
import { validatorMessages } from '../validators/messages.ts';
import { dueDateIssue, waitingAppointmentIssue } from './dates.ts';
import {
  CARE_MEDIATION_REFERENCE_PATTERN,
  type CareMediationKind,
  careMediationReferenceOf,
} from './kinds.ts';
import { type MediationAnswers, mediationPersonRefusal, screenMediation } from './screening.ts';

const calm: MediationAnswers = {
  AlreadyWithMediationService: false,
  UnhappyWithGeneralPractitioner: false,
  SecondOpinion: false,
  MriRequestedBySpecialist: false,
  SpecialistConsulted: true,
  OnWaitingList: true,
};

describe('screenMediation', () => {
  it.each<[CareMediationKind, Partial<MediationAnswers>, string[], string[]]>([
    ['general-practitioner', {}, [], []],
    ['general-practitioner', { AlreadyWithMediationService: true }, ['already-with-mediation-service'], []],
    [
      'general-practitioner',
      { UnhappyWithGeneralPractitioner: true },
      [],
      ['unhappy-with-general-practitioner'],
    ],
    // A question the kind does not ask raises nothing.
    ['general-practitioner', { MriRequestedBySpecialist: true, OnWaitingList: false }, [], []],
    ['maternity-care', { AlreadyWithMediationService: true }, ['already-with-mediation-service'], []],
    ['maternity-care', { UnhappyWithGeneralPractitioner: true, SecondOpinion: true }, [], []],
    ['medical-specialist', {}, [], []],
    ['medical-specialist', { MriRequestedBySpecialist: true }, ['mri-requested'], []],
    ['medical-specialist', { SecondOpinion: true }, [], ['second-opinion']],
    ['medical-specialist', { SpecialistConsulted: false }, [], ['specialist-not-consulted']],
    ['medical-specialist', { OnWaitingList: false }, [], ['not-on-waiting-list']],
    [
      'medical-specialist',
      {
        AlreadyWithMediationService: true,
        MriRequestedBySpecialist: true,
        SecondOpinion: true,
        OnWaitingList: false,
      },
      ['already-with-mediation-service', 'mri-requested'],
      ['second-opinion', 'not-on-waiting-list'],
    ],
    ['district-nursing', { OnWaitingList: false }, [], ['not-on-waiting-list']],
    ['district-nursing', { SpecialistConsulted: false, SecondOpinion: true }, [], []],
    ['mental-health', { OnWaitingList: false }, [], ['not-on-waiting-list']],
    ['mental-health', { AlreadyWithMediationService: true }, ['already-with-mediation-service'], []],
    // An unanswered question raises nothing yet.
    ['medical-specialist', { SpecialistConsulted: undefined, OnWaitingList: undefined }, [], []],
  ])('%s with %o blocks %o and warns %o', (kind, answers, blocks, warnings) => {
    const screening = screenMediation(kind, { ...calm, ...answers });
    expect(screening.blocks.map((raised) => raised.block)).toEqual(blocks);
    expect(screening.warnings.map((raised) => raised.warning)).toEqual(warnings);
  });

  it('names the answer each block follows from', () => {
    expect(screenMediation('medical-specialist', { ...calm, MriRequestedBySpecialist: true }).blocks).toEqual(
      [{ answer: 'MriRequestedBySpecialist', block: 'mri-requested' }],
    );
  });
});

describe('mediationPersonRefusal', () => {
  it.each<[CareMediationKind, boolean, number, string | null]>([
    ['mental-health', true, 44, null],
    ['mental-health', true, 18, null],
    ['mental-health', true, 17, 'youth-desk'],
    ['mental-health', false, 9, 'youth-desk'],
    ['mental-health', false, 15, 'youth-desk'],
    ['mental-health', false, 40, 'mental-health-only-self'],
    ['general-practitioner', false, 9, null],
    ['medical-specialist', false, 15, null],
    ['maternity-care', true, 30, null],
    ['district-nursing', false, 3, null],
  ])('%s, self %s, age %i: %s', (kind, isSelf, age, refusal) => {
    expect(mediationPersonRefusal(kind, { isSelf, age })).toBe(refusal);
  });
});

describe('dueDateIssue', () => {
  const today = '2026-11-30';
  it.each<[string, string | null]>([
    ['2026-11-29', validatorMessages.dateInPast],
    ['2026-11-30', null],
    ['2027-11-30', null],
    ['2027-12-01', validatorMessages.maternityCareTooEarly],
    ['not a date', null],
  ])('due %s: %s', (dueDate, issue) => {
    expect(dueDateIssue(dueDate, today)).toBe(issue);
  });
});

describe('waitingAppointmentIssue', () => {
  const today = '2026-11-30';
  it.each<[string, string | null]>([
    ['2026-11-29', validatorMessages.dateInPast],
    ['2026-11-30', null],
    ['2028-11-30', null],
    ['2028-12-01', validatorMessages.waitingAppointmentTooFar],
  ])('appointment %s: %s', (appointment, issue) => {
    expect(waitingAppointmentIssue(appointment, today)).toBe(issue);
  });
});

describe('careMediationReferenceOf', () => {
  it('takes the first 8 hex digits of the id, upper case', () => {
    const reference = careMediationReferenceOf('1a2b3c4d-0000-4000-8000-000000000000');
    expect(reference).toBe('ZB-1A2B3C4D');
    expect(reference).toMatch(CARE_MEDIATION_REFERENCE_PATTERN);
  });
});
