import {
  CARE_MEDIATION_REFERENCE_PATTERN,
  type CareMediationKind,
  careMediationPaths,
  dueDateIssue,
  type IsoDate,
  isoDateSchema,
  MEDIATION_TRAVEL_KM,
  type MediationAnswers,
  type MediationBlock,
  phoneNumberSchema,
  screenMediation,
  validatorMessages,
  waitingAppointmentIssue,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { careRequestDateIssues } from './care-request-dates.ts';
import { type Issue, report, valueAt, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import {
  AgbCode,
  BigNumber,
  emptyAsMissing,
  formBoolean,
  formInteger,
  optionalText,
  requiredText,
} from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

/** A care provider (practice, midwife, referrer) by name and AGB code (8 digits, DOMAIN.md). */
const CareProvider = z.object({
  Name: requiredText(100),
  AgbCode,
});
/** A practitioner (specialist, district nurse) by name and BIG register number (11 digits). */
const Practitioner = z.object({
  Name: requiredText(100),
  BigNumber,
});
/** Where the person waits, and the appointment they have there, if any. */
const WaitingList = z.object({
  ProviderName: requiredText(100),
  AppointmentDate: emptyAsMissing(isoDateSchema),
});

/** What every mediation request asks: for whom, the screening question, and how to reach them. */
const commonFields = {
  CurrentSelectedCustomerNumber: CustomerNumber,
  AlreadyWithMediationService: formBoolean,
  /** The mediator calls to talk the options through. */
  PhoneNumber: phoneNumberSchema,
  /** How far the person will travel to a provider (spec §5 distance in km). */
  MaxTravelDistanceKm: z.pipe(
    formInteger,
    z
      .number()
      .check(
        z.int(),
        z.gte(MEDIATION_TRAVEL_KM.min, validatorMessages.numberTooLow),
        z.lte(MEDIATION_TRAVEL_KM.max, validatorMessages.numberTooHigh),
      ),
  ),
  AdditionalInformation: optionalText(2000),
};

const blockMessages: Record<MediationBlock, string> = {
  'already-with-mediation-service': validatorMessages.mediationAlreadyWithService,
  'mri-requested': validatorMessages.mediationMriRequested,
};

/** Spec §4: an answer that blocks mediation refuses the request at that answer. */
function blocked<Shape extends z.core.$ZodShape>(kind: CareMediationKind, shape: z.ZodMiniObject<Shape>) {
  const answers = Object.keys(shape.shape).filter((field) =>
    ['AlreadyWithMediationService', 'MriRequestedBySpecialist'].includes(field),
  ) as (keyof Shape & string)[];
  return z.superRefine<Record<string, unknown>>(
    (request, context) =>
      report(
        context,
        screenMediation(kind, request as MediationAnswers).blocks.map(({ answer, block }) => ({
          path: [answer],
          message: blockMessages[block],
        })),
      ),
    whenValid(shape, answers),
  );
}

/**
 * A block of fields sent only when its question is answered yes (spec §3 "conditional fields are
 * sent only when the related answer is yes"): required then, refused otherwise.
 */
function onlyWhenYes<Shape extends z.core.$ZodShape>(
  shape: z.ZodMiniObject<Shape>,
  question: keyof Shape & string,
  block: keyof Shape & string,
) {
  return z.superRefine<Record<string, unknown>>(
    (request, context) => {
      const present = request[block] !== undefined;
      const expected = request[question] === true;
      if (present === expected) return;
      report(context, [
        {
          path: [block],
          message: expected ? validatorMessages.requiredField : validatorMessages.invalidInput,
        },
      ]);
    },
    whenValid(shape, [question]),
  );
}

const GeneralPractitionerShape = z.object({
  ...commonFields,
  UnhappyWithGeneralPractitioner: formBoolean,
  HasGeneralPractitioner: formBoolean,
  CurrentGeneralPractitioner: z.optional(CareProvider),
});
export const GeneralPractitionerMediationFields = GeneralPractitionerShape.check(
  blocked('general-practitioner', GeneralPractitionerShape),
  onlyWhenYes(GeneralPractitionerShape, 'HasGeneralPractitioner', 'CurrentGeneralPractitioner'),
);

const MaternityCareShape = z.object({
  ...commonFields,
  DueDate: isoDateSchema,
  HasMidwife: formBoolean,
  Midwife: z.optional(CareProvider),
});
export const MaternityCareMediationFields = MaternityCareShape.check(
  blocked('maternity-care', MaternityCareShape),
  onlyWhenYes(MaternityCareShape, 'HasMidwife', 'Midwife'),
);

const waitingFields = { OnWaitingList: formBoolean, WaitingList: z.optional(WaitingList) };

const MedicalSpecialistShape = z.object({
  ...commonFields,
  Specialism: requiredText(100),
  SecondOpinion: formBoolean,
  MriRequestedBySpecialist: formBoolean,
  SpecialistConsulted: formBoolean,
  Specialist: z.optional(Practitioner),
  ...waitingFields,
});
export const MedicalSpecialistMediationFields = MedicalSpecialistShape.check(
  blocked('medical-specialist', MedicalSpecialistShape),
  onlyWhenYes(MedicalSpecialistShape, 'SpecialistConsulted', 'Specialist'),
  onlyWhenYes(MedicalSpecialistShape, 'OnWaitingList', 'WaitingList'),
);

const DistrictCareShape = z.object({
  ...commonFields,
  CareNeeded: requiredText(1000),
  StartDate: isoDateSchema,
  HasIndication: formBoolean,
  /** The district nurse who set the indication. */
  Nurse: z.optional(Practitioner),
  ...waitingFields,
});
export const DistrictCareMediationFields = DistrictCareShape.check(
  blocked('district-nursing', DistrictCareShape),
  onlyWhenYes(DistrictCareShape, 'HasIndication', 'Nurse'),
  onlyWhenYes(DistrictCareShape, 'OnWaitingList', 'WaitingList'),
);

export const mentalHealthCareTypes = ['basic', 'specialised'] as const;

const MentalHealthCareShape = z.object({
  ...commonFields,
  CareType: z.enum(mentalHealthCareTypes, validatorMessages.requiredField),
  HasReferral: formBoolean,
  Referrer: z.optional(CareProvider),
  ...waitingFields,
});
export const MentalHealthCareMediationFields = MentalHealthCareShape.check(
  blocked('mental-health', MentalHealthCareShape),
  onlyWhenYes(MentalHealthCareShape, 'HasReferral', 'Referrer'),
  onlyWhenYes(MentalHealthCareShape, 'OnWaitingList', 'WaitingList'),
);

/** The text fields of each kind's POST CareMediation/* (spec §7); the dates against today are separate. */
export const careMediationFields = {
  'general-practitioner': GeneralPractitionerMediationFields,
  'maternity-care': MaternityCareMediationFields,
  'medical-specialist': MedicalSpecialistMediationFields,
  'district-nursing': DistrictCareMediationFields,
  'mental-health': MentalHealthCareMediationFields,
} as const;
export type CareMediationFields<Kind extends CareMediationKind = CareMediationKind> = z.input<
  (typeof careMediationFields)[Kind]
>;
export type CareMediationRequest<Kind extends CareMediationKind = CareMediationKind> = z.output<
  (typeof careMediationFields)[Kind]
>;

/**
 * Spec §5 against today: the due date (maternity care at most a year before it), the start of
 * district nursing, the appointment waited for. Reads a parsed request as well as one being parsed.
 */
export function careMediationDateIssues(request: unknown, today: IsoDate): Issue[] {
  const issues: Issue[] = careRequestDateIssues({ StartDate: valueAt(request, ['StartDate']) }, today);
  const dated: [PropertyKey[], (value: string, today: IsoDate) => string | null][] = [
    [['DueDate'], dueDateIssue],
    [['WaitingList', 'AppointmentDate'], waitingAppointmentIssue],
  ];
  for (const [path, rule] of dated) {
    const value = valueAt(request, path);
    const problem = typeof value === 'string' ? rule(value, today) : null;
    if (problem !== null) issues.push({ path, message: problem });
  }
  return issues;
}

/** A kind's fields with the dates against today: what the request form checks. */
export function careMediationFieldsOn(kind: CareMediationKind, today: IsoDate) {
  return careMediationFields[kind].check(
    z.superRefine((request, context) => report(context, careMediationDateIssues(request, today)), {
      when: () => true,
    }),
  );
}

const CareMediationReply = z.object({
  /** The short reference the answer letter quotes ("ZB-1A2B3C4D"). */
  reference: z.string().check(z.regex(CARE_MEDIATION_REFERENCE_PATTERN)),
  receivedDate: z.iso.date(),
});

const mediationEndpoint = <const Kind extends CareMediationKind>(kind: Kind, summary: string) =>
  endpoint({
    method: 'POST',
    path: `CareMediation/${careMediationPaths[kind]}`,
    permission: 'c-care-med',
    summary: `${summary} (multipart, optional files in "Files"); the answer with care providers and their waiting times arrives as a letter`,
    body: careMediationFields[kind],
    multipart: { files: 'Files' },
    response: CareMediationReply,
    errors: [400, 401, 403, 413],
  });

export const requestGeneralPractitionerMediation = mediationEndpoint(
  'general-practitioner',
  'Asks help finding a general practitioner',
);
export const requestMaternityCareMediation = mediationEndpoint(
  'maternity-care',
  'Asks help finding maternity care',
);
export const requestMedicalSpecialistMediation = mediationEndpoint(
  'medical-specialist',
  'Asks help finding a medical specialist with a shorter wait',
);
export const requestDistrictCareMediation = mediationEndpoint(
  'district-nursing',
  'Asks help finding district nursing',
);
export const requestMentalHealthCareMediation = mediationEndpoint(
  'mental-health',
  'Asks help finding mental-health care for oneself (under 18: the youth desk)',
);
