import {
  DISTANCE_LIMITS,
  distanceUnits,
  isoDateSchema,
  MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE,
  periodUnits,
  postalCodeSchema,
  SHORT_DURATION_MONTHS,
  seatedTransportRequestTypes,
  seatedTransportSituations,
  TIMES_PER_PERIOD_LIMITS,
  VISION_VALUE_PATTERN,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { formBoolean, formInteger, optionalText, requiredText } from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

const IsoDay = isoDateSchema;
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const PeriodUnit = z.preprocess(
  (value) => (typeof value === 'string' ? Number(value) : value),
  z.union([z.literal(periodUnits.week), z.literal(periodUnits.month)]),
);

/** A care instance address; Dutch postal codes are checked in NL. */
export const CareInstanceAddress = z
  .object({
    Street: requiredText(100),
    HouseNumber: formInteger.pipe(z.number().int().min(1).max(99999)),
    PostalCode: requiredText(10),
    City: requiredText(100),
    CountryCode: z.string().regex(/^[A-Z]{2}$/, validatorMessages.requiredField),
  })
  .superRefine((address, context) => {
    if (address.CountryCode === 'NL' && !postalCodeSchema.safeParse(address.PostalCode).success) {
      context.addIssue({
        code: 'custom',
        path: ['PostalCode'],
        message: validatorMessages.invalidPostalCode,
      });
    }
  });

const Wheelchair = z
  .object({
    /** How far the patient can walk without help, in metres. */
    MaxAmountWalking: formInteger.pipe(z.number().int().min(0).max(10_000)),
    LongTermDependent: formBoolean,
    NumberOfMonths: optional(
      formInteger.pipe(
        z
          .number()
          .int()
          .min(SHORT_DURATION_MONTHS.min, validatorMessages.numberTooLow)
          .max(SHORT_DURATION_MONTHS.max, validatorMessages.numberTooHigh),
      ),
    ),
  })
  .superRefine((wheelchair, context) => {
    if (!wheelchair.LongTermDependent && wheelchair.NumberOfMonths === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['NumberOfMonths'],
        message: validatorMessages.requiredField,
      });
    }
  });

const VisionValue = z.string().regex(VISION_VALUE_PATTERN, validatorMessages.visionValue);

const VisuallyImpaired = z.object({
  SmallerAs20Degrees: formBoolean,
  LeftEye: VisionValue,
  RightEye: VisionValue,
});

const HardshipCareInstance = z
  .object({
    Name: requiredText(100),
    Address: CareInstanceAddress,
    Duration: z.object({ Amount: formInteger.pipe(z.number().int().min(1).max(104)), Unit: PeriodUnit }),
    Distance: z.object({ Amount: formInteger.pipe(z.number().int()), Unit: z.enum(distanceUnits) }),
    AmountTransportNeeded: z.object({ Amount: formInteger.pipe(z.number().int()), Unit: PeriodUnit }),
  })
  .superRefine((instance, context) => {
    const distance = DISTANCE_LIMITS[instance.Distance.Unit];
    if (instance.Distance.Amount < distance.min || instance.Distance.Amount > distance.max) {
      context.addIssue({
        code: 'custom',
        path: ['Distance', 'Amount'],
        message:
          instance.Distance.Amount < distance.min
            ? validatorMessages.numberTooLow
            : validatorMessages.numberTooHigh,
      });
    }
    const times =
      TIMES_PER_PERIOD_LIMITS[instance.AmountTransportNeeded.Unit === periodUnits.month ? 'month' : 'week'];
    const amount = instance.AmountTransportNeeded.Amount;
    if (amount < times.min || amount > times.max) {
      context.addIssue({
        code: 'custom',
        path: ['AmountTransportNeeded', 'Amount'],
        message: amount < times.min ? validatorMessages.numberTooLow : validatorMessages.numberTooHigh,
      });
    }
  });

const Hardship = z
  .object({
    Indication: requiredText(1000),
    MultipleInstances: formBoolean,
    CareInstances: z.array(HardshipCareInstance).min(1, validatorMessages.requiredField).max(10),
  })
  .superRefine((hardship, context) => {
    if (
      hardship.MultipleInstances &&
      hardship.CareInstances.length < MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE
    ) {
      context.addIssue({
        code: 'custom',
        path: ['CareInstances'],
        message: validatorMessages.atLeastTwoDestinations,
      });
    }
  });

const AllOther = z.object({
  Name: requiredText(100),
  CareInstance: CareInstanceAddress.refine((address) => address.CountryCode === 'NL', {
    path: ['CountryCode'],
    message: validatorMessages.invalidInput,
  }),
});

/**
 * The text fields of POST SeatedPatientTransport (spec §3): the situation's own block, then the
 * travel-ability cascade. Start and end dates against today are checked by the server.
 */
export const SeatedPatientTransportFields = z
  .object({
    CurrentSelectedCustomerNumber: CustomerNumber,
    RequestType: z.enum(seatedTransportRequestTypes),
    SituationType: z.enum(seatedTransportSituations),
    Wheelchair: Wheelchair.optional(),
    VisuallyImpaired: VisuallyImpaired.optional(),
    Hardship: Hardship.optional(),
    AllOther: AllOther.optional(),
    StartDate: IsoDay,
    EndDate: IsoDay,
    CanTravelOwn: formBoolean,
    CanTravelPublic: optional(formBoolean),
    CanOnlyTravelCab: optional(formBoolean),
    OnlyTravelCabExplanation: optionalText(1000),
    NeedsEscort: optional(formBoolean),
    AdditionalInformation: optionalText(2000),
  })
  .superRefine((request, context) => {
    const blocks = {
      wheelchair: 'Wheelchair',
      'visually-impaired': 'VisuallyImpaired',
      'hardship-clause': 'Hardship',
      'all-other': 'AllOther',
    } as const;
    for (const [situation, block] of Object.entries(blocks)) {
      const present = request[block] !== undefined;
      const expected = request.SituationType === situation;
      if (present !== expected) {
        context.addIssue({
          code: 'custom',
          path: [block],
          message: expected ? validatorMessages.requiredField : validatorMessages.invalidInput,
        });
      }
    }
    if (request.EndDate < request.StartDate) {
      context.addIssue({ code: 'custom', path: ['EndDate'], message: validatorMessages.endBeforeStart });
    }
    const need = (field: keyof typeof request, when: boolean) => {
      if (when && request[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: validatorMessages.requiredField });
      }
    };
    need('CanTravelPublic', !request.CanTravelOwn);
    need('NeedsEscort', !request.CanTravelOwn);
    need('CanOnlyTravelCab', !request.CanTravelOwn && request.CanTravelPublic === false);
    need('OnlyTravelCabExplanation', request.CanOnlyTravelCab === true);
  });
export type SeatedPatientTransportFields = z.input<typeof SeatedPatientTransportFields>;

export const requestSeatedPatientTransport = endpoint({
  method: 'POST',
  path: 'SeatedPatientTransport',
  permission: 'c-dec',
  summary:
    'Requests approval for seated patient transport (multipart, files in "Files"); stored for the back office with a confirmation letter',
  body: SeatedPatientTransportFields,
  multipart: { files: 'Files' },
  response: z.object({ requestId: z.string(), receivedDate: z.iso.date() }),
  errors: [400, 401, 403, 413],
});
