import {
  DISTANCE_LIMITS,
  distanceUnits,
  type IsoDate,
  isoDateSchema,
  MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE,
  periodUnits,
  SEATED_TRANSPORT_REFERENCE_PATTERN,
  SHORT_DURATION_MONTHS,
  seatedTransportPurposes,
  seatedTransportRequestTypes,
  seatedTransportSituations,
  seatedTransportTravelModes,
  situationOfPurpose,
  TIMES_PER_PERIOD_LIMITS,
  travelAnswersOf,
  VISION_VALUE_PATTERN,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { withRequestDatesOn } from './care-request-dates.ts';
import { dutchPostalCodeIssues, endNotBeforeStart, type Issue, report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import {
  emptyAsMissing,
  formBoolean,
  formInteger,
  optionalText,
  preprocess,
  requiredText,
} from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

const IsoDay = isoDateSchema;
const PeriodUnit = preprocess(
  (value) => (typeof value === 'string' ? Number(value) : value),
  z.union([z.literal(periodUnits.week), z.literal(periodUnits.month)]),
);

const CareInstanceAddressShape = z.object({
  Street: requiredText(100),
  HouseNumber: z.pipe(formInteger, z.number().check(z.int(), z.gte(1), z.lte(99999))),
  PostalCode: requiredText(10),
  City: requiredText(100),
  CountryCode: z.string().check(z.regex(/^[A-Z]{2}$/, validatorMessages.requiredField)),
});

/** A care instance address; Dutch postal codes are checked in NL. */
export const CareInstanceAddress = CareInstanceAddressShape.check(
  z.superRefine(
    (address, context) => report(context, dutchPostalCodeIssues(address.CountryCode, address.PostalCode)),
    whenValid(CareInstanceAddressShape, ['CountryCode', 'PostalCode']),
  ),
);

const required = (path: PropertyKey[]): Issue => ({ path, message: validatorMessages.requiredField });

const WheelchairShape = z.object({
  /** How far the patient can walk without help, in metres. */
  MaxAmountWalking: z.pipe(formInteger, z.number().check(z.int(), z.gte(0), z.lte(10_000))),
  LongTermDependent: formBoolean,
  NumberOfMonths: emptyAsMissing(
    z.pipe(
      formInteger,
      z
        .number()
        .check(
          z.int(),
          z.gte(SHORT_DURATION_MONTHS.min, validatorMessages.numberTooLow),
          z.lte(SHORT_DURATION_MONTHS.max, validatorMessages.numberTooHigh),
        ),
    ),
  ),
});

const Wheelchair = WheelchairShape.check(
  z.superRefine(
    (wheelchair, context) => {
      if (!wheelchair.LongTermDependent && wheelchair.NumberOfMonths === undefined) {
        report(context, [required(['NumberOfMonths'])]);
      }
    },
    whenValid(WheelchairShape, ['LongTermDependent']),
  ),
);

const VisionValue = z.string().check(z.regex(VISION_VALUE_PATTERN, validatorMessages.visionValue));

const VisuallyImpaired = z.object({
  SmallerAs20Degrees: formBoolean,
  LeftEye: VisionValue,
  RightEye: VisionValue,
});

/** Above the maximum is too high, below the minimum too low (spec §5 between-range). */
function outOfRange(path: PropertyKey[], amount: number, limits: { min: number; max: number }): Issue[] {
  if (amount < limits.min) return [{ path, message: validatorMessages.numberTooLow }];
  if (amount > limits.max) return [{ path, message: validatorMessages.numberTooHigh }];
  return [];
}

const HardshipCareInstanceShape = z.object({
  Name: requiredText(100),
  Address: CareInstanceAddress,
  Duration: z.object({
    Amount: z.pipe(formInteger, z.number().check(z.int(), z.gte(1), z.lte(104))),
    Unit: PeriodUnit,
  }),
  Distance: z.object({ Amount: z.pipe(formInteger, z.number().check(z.int())), Unit: z.enum(distanceUnits) }),
  AmountTransportNeeded: z.object({
    Amount: z.pipe(formInteger, z.number().check(z.int())),
    Unit: PeriodUnit,
  }),
});

const HardshipCareInstance = HardshipCareInstanceShape.check(
  z.superRefine(
    ({ Distance }, context) =>
      report(context, outOfRange(['Distance', 'Amount'], Distance.Amount, DISTANCE_LIMITS[Distance.Unit])),
    whenValid(HardshipCareInstanceShape, ['Distance']),
  ),
  z.superRefine(
    ({ AmountTransportNeeded: needed }, context) => {
      const period = needed.Unit === periodUnits.month ? 'month' : 'week';
      report(
        context,
        outOfRange(['AmountTransportNeeded', 'Amount'], needed.Amount, TIMES_PER_PERIOD_LIMITS[period]),
      );
    },
    whenValid(HardshipCareInstanceShape, ['AmountTransportNeeded']),
  ),
);

const HardshipShape = z.object({
  Indication: requiredText(1000),
  MultipleInstances: formBoolean,
  CareInstances: z
    .array(HardshipCareInstance)
    .check(z.minLength(1, validatorMessages.requiredField), z.maxLength(10)),
});

// The number of destinations counts whether or not each is filled in yet.
const Hardship = HardshipShape.check(
  z.superRefine(
    (hardship, context) => {
      const instances: unknown = hardship.CareInstances;
      if (
        hardship.MultipleInstances &&
        Array.isArray(instances) &&
        instances.length < MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE
      ) {
        report(context, [{ path: ['CareInstances'], message: validatorMessages.atLeastTwoDestinations }]);
      }
    },
    whenValid(HardshipShape, ['MultipleInstances']),
  ),
);

const AllOther = z.object({
  Name: requiredText(100),
  CareInstance: CareInstanceAddress.check(
    z.refine((address) => address.CountryCode === 'NL', {
      path: ['CountryCode'],
      message: validatorMessages.invalidInput,
      ...whenValid(CareInstanceAddressShape, ['CountryCode']),
    }),
  ),
});

const SeatedPatientTransportShape = z.object({
  CurrentSelectedCustomerNumber: CustomerNumber,
  RequestType: z.enum(seatedTransportRequestTypes),
  /** What the transport is for (asked first); optional for callers that send only the situation. */
  Purpose: emptyAsMissing(z.enum(seatedTransportPurposes)),
  SituationType: z.enum(seatedTransportSituations),
  Wheelchair: z.optional(Wheelchair),
  VisuallyImpaired: z.optional(VisuallyImpaired),
  Hardship: z.optional(Hardship),
  AllOther: z.optional(AllOther),
  StartDate: IsoDay,
  EndDate: IsoDay,
  /** How the patient travels, asked once; when given, the cascade's answers must be the ones it means. */
  TravelMode: emptyAsMissing(z.enum(seatedTransportTravelModes)),
  CanTravelOwn: formBoolean,
  CanTravelPublic: emptyAsMissing(formBoolean),
  CanOnlyTravelCab: emptyAsMissing(formBoolean),
  OnlyTravelCabExplanation: optionalText(1000),
  NeedsEscort: emptyAsMissing(formBoolean),
  AdditionalInformation: optionalText(2000),
});
type Request = z.output<typeof SeatedPatientTransportShape>;

const situationBlocks = {
  wheelchair: 'Wheelchair',
  'visually-impaired': 'VisuallyImpaired',
  'hardship-clause': 'Hardship',
  'all-other': 'AllOther',
} as const;

/** An answer the travel-ability cascade asks (spec §3) must be given. */
const asked = (request: Request, field: keyof Request, when: boolean): Issue[] =>
  when && request[field] === undefined ? [required([field])] : [];

/**
 * The text fields of POST SeatedPatientTransport (spec §3): the situation's own block, then the
 * travel-ability cascade. The limits against today are `seatedPatientTransportFieldsOn(today)`.
 */
export const SeatedPatientTransportFields = SeatedPatientTransportShape.check(
  z.superRefine(
    (request, context) => {
      for (const [situation, block] of Object.entries(situationBlocks)) {
        const present = request[block] !== undefined;
        const expected = request.SituationType === situation;
        if (present !== expected) {
          report(context, [
            {
              path: [block],
              message: expected ? validatorMessages.requiredField : validatorMessages.invalidInput,
            },
          ]);
        }
      }
    },
    whenValid(SeatedPatientTransportShape, ['SituationType']),
  ),
  z.superRefine(
    (request, context) => {
      if (request.Purpose !== undefined && situationOfPurpose[request.Purpose] !== request.SituationType) {
        report(context, [{ path: ['SituationType'], message: validatorMessages.invalidInput }]);
      }
    },
    whenValid(SeatedPatientTransportShape, ['Purpose', 'SituationType']),
  ),
  z.superRefine(
    (request, context) => {
      if (request.TravelMode === undefined) return;
      const issues = Object.entries(travelAnswersOf[request.TravelMode])
        .filter(([field, answer]) => request[field as keyof Request] !== answer)
        .map(([field]) => ({ path: [field], message: validatorMessages.invalidInput }));
      report(context, issues);
    },
    whenValid(SeatedPatientTransportShape, [
      'TravelMode',
      'CanTravelOwn',
      'CanTravelPublic',
      'CanOnlyTravelCab',
    ]),
  ),
  endNotBeforeStart(SeatedPatientTransportShape, 'StartDate', 'EndDate'),
  z.superRefine(
    (request, context) => {
      report(context, [
        ...asked(request, 'CanTravelPublic', !request.CanTravelOwn),
        ...asked(request, 'NeedsEscort', !request.CanTravelOwn),
      ]);
    },
    whenValid(SeatedPatientTransportShape, ['CanTravelOwn']),
  ),
  z.superRefine(
    (request, context) => {
      const onlyCabAsked = !request.CanTravelOwn && request.CanTravelPublic === false;
      report(context, asked(request, 'CanOnlyTravelCab', onlyCabAsked));
    },
    whenValid(SeatedPatientTransportShape, ['CanTravelOwn', 'CanTravelPublic']),
  ),
  z.superRefine(
    (request, context) => {
      report(context, asked(request, 'OnlyTravelCabExplanation', request.CanOnlyTravelCab === true));
    },
    whenValid(SeatedPatientTransportShape, ['CanOnlyTravelCab']),
  ),
);
export type SeatedPatientTransportFields = z.input<typeof SeatedPatientTransportFields>;

/** POST SeatedPatientTransport's fields with the dates against today: what the request form checks. */
export function seatedPatientTransportFieldsOn(today: IsoDate) {
  return withRequestDatesOn(SeatedPatientTransportFields, today);
}

export const requestSeatedPatientTransport = endpoint({
  method: 'POST',
  path: 'SeatedPatientTransport',
  permission: 'c-dec',
  summary:
    'Requests approval for seated patient transport (multipart, files in "Files"); stored for the back office with a confirmation letter',
  body: SeatedPatientTransportFields,
  multipart: { files: 'Files' },
  response: z.object({
    requestId: z.string(),
    /** The short reference the person quotes ("ZV-2026-00123"), also on the letter. */
    reference: z.string().check(z.regex(SEATED_TRANSPORT_REFERENCE_PATTERN)),
    receivedDate: z.iso.date(),
  }),
  errors: [400, 401, 403, 413],
});
