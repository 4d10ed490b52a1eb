import {
  CARE_TIME_MAX_HOURS,
  CARE_TIME_MAX_MINUTES,
  careTimeExceedsWeek,
  DIALYSIS_SESSIONS_PER_WEEK,
  emailSchema,
  FERTILITY_MAX_ATTEMPT,
  fertilityTreatmentTypes,
  type IsoDate,
  isoDateSchema,
  missingCareTime,
  moneyInputSchema,
  nursingCareTypes,
  phoneNumberSchema,
  TREATMENT_ABROAD_REFERENCE_PATTERN,
  type TreatmentAbroadKind,
  treatmentAbroadPaths,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { withRequestDatesOn } from './care-request-dates.ts';
import { endNotBeforeStart, report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import {
  AgbCode,
  BigNumber,
  emptyAsMissing,
  formBoolean,
  formInteger,
  optionalText,
  preprocess,
  requiredText,
} from './form-fields.ts';
import { CustomerNumber } from './policy.ts';
import { CareInstanceAddress } from './seated-patient-transport.ts';

const CountryCode = z.string().check(z.regex(/^[A-Z]{2}$/, validatorMessages.requiredField));
const whole = (min: number, max: number) =>
  z.pipe(
    formInteger,
    z
      .number()
      .check(
        z.int(),
        z.gte(min, validatorMessages.numberTooLow),
        z.lte(max, validatorMessages.numberTooHigh),
      ),
  );

/** An address abroad: house numbers there may hold letters; the Netherlands is not abroad. */
const AbroadAddress = z
  .object({
    Street: requiredText(100),
    HouseNumber: requiredText(10),
    PostalCode: requiredText(12),
    City: requiredText(100),
    CountryCode,
  })
  .check(
    z.refine((address) => address.CountryCode !== 'NL', {
      path: ['CountryCode'],
      message: validatorMessages.invalidInput,
    }),
  );

/** A Dutch address (spec §9: the country is fixed to NL). */
const DutchAddress = CareInstanceAddress.check(
  z.refine((address) => address.CountryCode === 'NL', {
    path: ['CountryCode'],
    message: validatorMessages.invalidInput,
  }),
);

/** The care provider abroad: nursing and care, and kidney dialysis. */
const InstanceAbroad = z.object({
  InstanceName: requiredText(100),
  Address: AbroadAddress,
  PhoneNumber: phoneNumberSchema,
  Email: emailSchema,
});

/** The care provider abroad with the practitioner who treats: mental health, medical and fertility treatment. */
const InstanceAbroadWithPractitioner = z.extend(InstanceAbroad, { PractitionerName: requiredText(100) });

/**
 * The Dutch doctor who referred the patient (medical and fertility treatment). The referral letter
 * itself comes as a file; the doctor's registry numbers are on it and no longer asked of the
 * patient, but still checked when a client sends them (decision 0091).
 */
const ReferringDoctor = z.object({
  PractitionerName: requiredText(100),
  BigNumber: z.optional(BigNumber),
  AgbCode: z.optional(AgbCode),
  PhoneNumber: phoneNumberSchema,
});

/** The price the provider named, in euro as typed ("1250,00"), sent as cents. */
const Amount = emptyAsMissing(moneyInputSchema);

/**
 * A block of fields sent only when its yes/no answer is yes (issue 17, spec §3 "conditional fields
 * are sent only when the related answer is yes"): missing after a yes is required, present after a
 * no is refused.
 */
function sentOnlyWhenYes<Shape extends z.core.$ZodShape>(
  object: z.ZodMiniObject<Shape>,
  answer: keyof Shape & string,
  block: keyof Shape & string,
) {
  return z.superRefine<Record<string, unknown>>(
    (value, context) => {
      const expected = value[answer] === true;
      if ((value[block] !== undefined) !== expected) {
        const message = expected ? validatorMessages.requiredField : validatorMessages.invalidInput;
        report(context, [{ path: [block], message }]);
      }
    },
    whenValid(object, [answer]),
  );
}

const Period = { StartDate: isoDateSchema, EndDate: isoDateSchema };

const CareTime = z.object({
  Hours: preprocess(
    (value): unknown => (value === '' || value === undefined ? 0 : value),
    whole(0, CARE_TIME_MAX_HOURS),
  ),
  Minutes: preprocess(
    (value): unknown => (value === '' || value === undefined ? 0 : value),
    whole(0, CARE_TIME_MAX_MINUTES),
  ),
});

const NursingAndCareShape = z.object({
  CurrentSelectedCustomerNumber: CustomerNumber,
  /** Whether a Dutch indication for the care exists. */
  Indication: formBoolean,
  /** 1 nursing, 2 personal care, 3 both (spec §5). */
  CareType: z.pipe(
    formInteger,
    z.union([
      z.literal(nursingCareTypes.nursing),
      z.literal(nursingCareTypes.personalCare),
      z.literal(nursingCareTypes.both),
    ]),
  ),
  /** Hours and minutes of care a week; 0 when none (spec §3). */
  NursingTime: z._default(CareTime, { Hours: 0, Minutes: 0 }),
  PersonalCareTime: z._default(CareTime, { Hours: 0, Minutes: 0 }),
  ...Period,
  DutchNurseKnown: formBoolean,
  DutchNurse: z.optional(
    z.object({
      Name: requiredText(100),
      PhoneNumber: phoneNumberSchema,
      BigNumber,
      /** The nurse's training level (niveau 2 to 5). */
      Level: whole(2, 5),
      CareInstanceName: requiredText(100),
      AgbCode,
    }),
  ),
  InstanceAbroad,
  AdditionalInformation: optionalText(2000),
});

/** POST TreatmentAbroad/NursingAndCare (spec §3): the care time its type asks, the Dutch nurse only when known. */
export const NursingAndCareFields = NursingAndCareShape.check(
  endNotBeforeStart(NursingAndCareShape, 'StartDate', 'EndDate'),
  sentOnlyWhenYes(NursingAndCareShape, 'DutchNurseKnown', 'DutchNurse'),
  z.superRefine(
    (request, context) => {
      const missing = missingCareTime(request.CareType, request.NursingTime, request.PersonalCareTime);
      report(
        context,
        missing.map((field) => ({ path: [field, 'Hours'], message: validatorMessages.careTimeRequired })),
      );
      if (careTimeExceedsWeek(request.NursingTime, request.PersonalCareTime)) {
        report(context, [{ path: ['NursingTime', 'Hours'], message: validatorMessages.numberTooHigh }]);
      }
    },
    whenValid(NursingAndCareShape, ['CareType', 'NursingTime', 'PersonalCareTime']),
  ),
);
export type NursingAndCareFields = z.input<typeof NursingAndCareFields>;

/** POST TreatmentAbroad/MentalHealth (spec §3): the referring doctor's address is Dutch (spec §9). */
export const MentalHealthFields = z.object({
  CurrentSelectedCustomerNumber: CustomerNumber,
  /** Which documents are available: a referral, a treatment plan, the provider's offer. */
  Reference: formBoolean,
  TreatmentPlan: formBoolean,
  Offer: formBoolean,
  DoctorAbroad: z.object({
    PractitionerName: requiredText(100),
    Profession: requiredText(100),
    Address: DutchAddress,
    PhoneNumber: phoneNumberSchema,
  }),
  InstanceAbroad: InstanceAbroadWithPractitioner,
  AdditionalInformation: optionalText(2000),
  /** Why the treatment must take place abroad. */
  Necessary: requiredText(2000),
});
export type MentalHealthFields = z.input<typeof MentalHealthFields>;

const KidneyDialysisShape = z.object({
  CurrentSelectedCustomerNumber: CustomerNumber,
  InstanceAbroad,
  ...Period,
  NeedsTransport: formBoolean,
  /** Where the patient stays abroad, from where transport to the centre is needed. */
  Residence: z.optional(AbroadAddress),
  /** Dialysis sessions a week abroad. */
  NumberOfDialysis: whole(DIALYSIS_SESSIONS_PER_WEEK.min, DIALYSIS_SESSIONS_PER_WEEK.max),
  /** Whether the centre abroad has confirmed a place for the patient. */
  Approval: formBoolean,
  PriceMentioned: formBoolean,
  /** The price of one session, when the centre named it. */
  Amount,
  AdditionalInformation: optionalText(2000),
});

/** POST TreatmentAbroad/KidneyDialysis (spec §3): the residence only with transport, the price only when named. */
export const KidneyDialysisFields = KidneyDialysisShape.check(
  endNotBeforeStart(KidneyDialysisShape, 'StartDate', 'EndDate'),
  sentOnlyWhenYes(KidneyDialysisShape, 'NeedsTransport', 'Residence'),
  sentOnlyWhenYes(KidneyDialysisShape, 'PriceMentioned', 'Amount'),
);
export type KidneyDialysisFields = z.input<typeof KidneyDialysisFields>;

const PlannedTreatment = {
  CurrentSelectedCustomerNumber: CustomerNumber,
  ...Period,
  InstanceAbroad: InstanceAbroadWithPractitioner,
  /** Whether a Dutch doctor referred the patient; then who. */
  HasReferral: formBoolean,
  ReferringDoctor: z.optional(ReferringDoctor),
  PriceMentioned: formBoolean,
  /** The price of the whole treatment, when the provider named it. */
  Amount,
  AdditionalInformation: optionalText(2000),
};

const MedicalTreatmentShape = z.object({
  ...PlannedTreatment,
  /** The treatment and what it is for. */
  Treatment: requiredText(1000),
});

const plannedTreatmentRules = <Shape extends typeof PlannedTreatment>(shape: z.ZodMiniObject<Shape>) =>
  shape.check(
    endNotBeforeStart(shape, 'StartDate', 'EndDate'),
    sentOnlyWhenYes(shape, 'HasReferral', 'ReferringDoctor'),
    sentOnlyWhenYes(shape, 'PriceMentioned', 'Amount'),
  );

/** POST TreatmentAbroad/MedicalTreatment: planned care abroad needs prior approval (DOMAIN.md). */
export const MedicalTreatmentFields = plannedTreatmentRules(MedicalTreatmentShape);
export type MedicalTreatmentFields = z.input<typeof MedicalTreatmentFields>;

const FertilityTreatmentShape = z.object({
  ...PlannedTreatment,
  TreatmentType: z.enum(fertilityTreatmentTypes),
  /** Which attempt this is (IVF and ICSI: the first three are covered). */
  AttemptNumber: whole(1, FERTILITY_MAX_ATTEMPT),
});

/** POST TreatmentAbroad/FertilityTreatment; the age-43 rule needs the birth date (`fertilityRightsEnded`). */
export const FertilityTreatmentFields = plannedTreatmentRules(FertilityTreatmentShape);
export type FertilityTreatmentFields = z.input<typeof FertilityTreatmentFields>;

/** The text fields of each kind's request. */
export const treatmentAbroadFields = {
  'medical-treatment': MedicalTreatmentFields,
  'fertility-treatment': FertilityTreatmentFields,
  'nursing-and-care': NursingAndCareFields,
  'mental-health': MentalHealthFields,
  'kidney-dialysis': KidneyDialysisFields,
} as const satisfies Record<TreatmentAbroadKind, z.ZodMiniType>;

/** A treatment-abroad request's fields with its dates against today (mental health has none). */
export function treatmentAbroadFieldsOn(kind: TreatmentAbroadKind, today: IsoDate) {
  return withRequestDatesOn(treatmentAbroadFields[kind], today);
}

/** The file field of the referral letter: one file (spec §5, a required document). */
export const REFERRAL_LETTER_FIELD = 'ReferralLetter';

/**
 * Whether the request says a Dutch doctor referred the patient: then the referral letter must come
 * with it, in its own field. The form and the server both ask this.
 */
export function needsReferralLetter(
  kind: TreatmentAbroadKind,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  switch (kind) {
    case 'mental-health':
      return fields.Reference === true;
    case 'medical-treatment':
    case 'fertility-treatment':
      return fields.HasReferral === true;
    case 'nursing-and-care':
    case 'kidney-dialysis':
      return false;
  }
}

/**
 * Whether a request says other documents are available (a mental-health treatment plan or offer):
 * then at least one file must come with it. The form and the server both ask this.
 */
export function promisesDocuments(
  kind: TreatmentAbroadKind,
  fields: Readonly<Record<string, unknown>>,
): boolean {
  return kind === 'mental-health' && (fields.TreatmentPlan === true || fields.Offer === true);
}

export const TreatmentAbroadReply = z.object({
  requestId: z.string(),
  /** The short reference the decision letter quotes ("BL-2026-1A2B3C4D"). */
  reference: z.string().check(z.regex(TREATMENT_ABROAD_REFERENCE_PATTERN)),
  receivedDate: z.iso.date(),
});
export type TreatmentAbroadReply = z.infer<typeof TreatmentAbroadReply>;

const requestOf = <Body extends z.ZodMiniType>(kind: TreatmentAbroadKind, body: Body, summary: string) =>
  endpoint({
    method: 'POST',
    path: `TreatmentAbroad/${treatmentAbroadPaths[kind]}`,
    permission: 'c-treat-abr',
    summary: `${summary} (multipart, files in "Files", a referral letter in "${REFERRAL_LETTER_FIELD}"); the simulated core decides after CARE_REQUEST_DELAY_SECONDS with a letter`,
    body,
    multipart: { files: 'Files', documents: [REFERRAL_LETTER_FIELD] },
    response: TreatmentAbroadReply,
    errors: [400, 401, 403, 413],
  });

export const requestMedicalTreatmentAbroad = requestOf(
  'medical-treatment',
  MedicalTreatmentFields,
  'Asks prior approval for a medical treatment abroad',
);
export const requestFertilityTreatmentAbroad = requestOf(
  'fertility-treatment',
  FertilityTreatmentFields,
  'Asks prior approval for a fertility treatment abroad',
);
export const requestNursingAndCareAbroad = requestOf(
  'nursing-and-care',
  NursingAndCareFields,
  'Asks prior approval for nursing and personal care abroad',
);
export const requestMentalHealthAbroad = requestOf(
  'mental-health',
  MentalHealthFields,
  'Asks prior approval for mental health care abroad',
);
export const requestKidneyDialysisAbroad = requestOf(
  'kidney-dialysis',
  KidneyDialysisFields,
  'Asks prior approval for kidney dialysis abroad',
);
