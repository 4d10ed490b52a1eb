import {
  careTypes,
  declarationStatus,
  extraCostTypes,
  ibanSchema,
  isoDateSchema,
  MAX_TRIPS,
  MIN_TRIPS,
  moneyInputSchema,
  readabilityScores,
  rejectionCodes,
  transportTreatmentTypes,
  travelTypes,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod';
import { dutchPostalCodeIssues, endNotBeforeStart, type Issue, report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import { formBoolean, formInteger, optionalText, requiredText } from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

/** 0 handled ('Afgehandeld'), 1 in progress, 2 not applicable (spec §3). */
export const DeclarationStatusId = z.union([
  z.literal(declarationStatus.handled),
  z.literal(declarationStatus.inProgress),
  z.literal(declarationStatus.notApplicable),
]);

/** A line of the declarations list (spec §3 Declaration); amounts in euro cents. */
export const DeclarationSummary = z.object({
  declarationId: z.string(),
  recordId: z.string(),
  invoiceId: z.string().nullable(),
  customerNumber: z.string(),
  fullName: z.string(),
  receivedDate: z.iso.date(),
  treatmentDate: z.iso.date(),
  lastTreatmentDate: z.iso.date().nullable(),
  careType: z.string(),
  careProvider: z.string(),
  submittedBy: z.enum(['Z', 'V']).describe('Z care provider, V insured'),
  receiverOfReimbursement: z.enum(['D', 'M']).describe('D insured, M care provider'),
  declarationAmount: z.number().int(),
  compensatedAmount: z.number().int(),
  uncompensatedAmount: z.number().int(),
  excessAmount: z.number().int(),
  contributionAmount: z.number().int().describe('Own contribution for medicines (GVS)'),
  status: DeclarationStatusId,
  statusName: z.string(),
  year: z.number().int(),
  hasReadRights: z.boolean(),
  isRead: z.boolean().describe('False for a claim handled since the user last opened the overview (ReadAll)'),
  paidOutOn: z.iso
    .date()
    .nullable()
    .describe(
      "The claims department's payment run that paid it out, to receiverOfReimbursement; null when nothing was paid",
    ),
  rejectionCodes: z
    .array(z.enum(rejectionCodes))
    .describe('Why (part of) it was not reimbursed, as codes for the screen to say in the person’s language'),
});
export type DeclarationSummary = z.infer<typeof DeclarationSummary>;

export const getDeclarationsPreview = endpoint({
  method: 'GET',
  path: 'Declaration/GetDeclarationsPreview',
  permission: 'r-dec',
  summary: 'The latest declarations the user may see (own, and children under 16 for the main insured)',
  response: z.object({ declarations: z.array(DeclarationSummary) }),
  errors: [401, 403],
});

const Year = z.coerce.number().int().min(2000).max(2100);

export const getDeclarations = endpoint({
  method: 'GET',
  path: 'Declaration/GetDeclarations',
  permission: 'r-dec',
  summary:
    'Declarations of a year, newest first: of one customer the user may see, or of all of them when customerNumber is left out',
  query: z.object({ customerNumber: CustomerNumber.optional(), year: Year }),
  response: z.object({ declarations: z.array(DeclarationSummary) }),
  errors: [400, 401, 403],
});

export const DeclarationActivity = z.object({
  date: z.iso.date(),
  description: z.string(),
  declaredAmount: z.number().int(),
  compensatedAmount: z.number().int(),
});

export const DeclarationBill = z.object({
  invoiceId: z.string(),
  payOutAmount: z.number().int().describe('Paid out on this bill, cents'),
  activities: z.array(DeclarationActivity),
});

/** One declaration with its bills (spec §3 Declaration detail); amounts in cents. */
export const DeclarationDetail = DeclarationSummary.extend({
  bills: z.array(DeclarationBill),
  collectionRiskAmount: z
    .number()
    .int()
    .describe('Excess the insurer still has to collect from the customer'),
  relation: z.object({ prefix: z.string().nullable(), lastName: z.string(), dateOfBirth: z.iso.date() }),
  payee: z
    .object({ name: z.string(), ibanEnding: z.string().describe('Last 4 characters of the IBAN') })
    .nullable()
    .describe('Who the money went or goes to; null when it goes to the care provider'),
  rejectionReason: z.string().nullable().describe('Why nothing or less was reimbursed, in Dutch'),
});
export type DeclarationDetail = z.infer<typeof DeclarationDetail>;

export const getDeclaration = endpoint({
  method: 'GET',
  path: 'Declaration',
  permission: 'r-dec',
  summary:
    'One declaration with bills and activities; 404 when it does not exist or is not the user’s to see',
  query: z.object({
    declarationId: z.string().min(1).max(40),
    recordId: z.string().min(1).max(40).optional(),
  }),
  response: DeclarationDetail,
  errors: [400, 401, 403, 404],
});

export const readAllDeclarations = endpoint({
  method: 'GET',
  path: 'Declaration/ReadAll',
  permission: 'r-dec',
  summary: 'Marks every declaration the user may see as read (the overview calls it once shown)',
  response: z.object({ markedAsRead: z.number().int() }),
  errors: [401, 403],
});

/** A typed euro amount ("12,50"), sent as typed; the server reads cents. */
const Money = moneyInputSchema;
const IsoDay = isoDateSchema;
const CountryCode = z.string().regex(/^[A-Z]{2}$/, validatorMessages.requiredField);

const InlandClaim = z.object({
  CareType: z.enum(careTypes),
  CareProvider: requiredText(100),
  TreatmentDate: IsoDay,
  Amount: Money,
});

const CounterParty = z.object({
  Name: requiredText(100),
  Address: requiredText(200),
  PostalCode: requiredText(10),
  City: requiredText(100),
});

const Accident = z.object({
  Date: IsoDay,
  Place: requiredText(100),
  Description: requiredText(1000),
  IsTrafficAccident: formBoolean,
  CounterParty: CounterParty.optional(),
});

const AbroadShape = z.object({
  Country: CountryCode,
  DateFrom: IsoDay,
  DateTo: IsoDay,
  Currency: z.string().regex(/^[A-Z]{3}$/, validatorMessages.requiredField),
  Amount: Money,
  Description: requiredText(1000),
  HasPreExistingCondition: formBoolean,
  HasTravelInsurance: formBoolean,
  TravelInsurer: optionalText(100),
  TravelInsurancePolicyNumber: optionalText(40),
  CouldThirdPartyBeLiable: formBoolean,
  Accident: Accident.optional(),
});

const required = (field: string): Issue => ({ path: [field], message: validatorMessages.requiredField });

const AbroadClaim = AbroadShape.check(endNotBeforeStart(AbroadShape, 'DateFrom', 'DateTo'))
  .superRefine(
    (abroad, context) => {
      if (!abroad.HasTravelInsurance) return;
      if (!abroad.TravelInsurer) report(context, [required('TravelInsurer')]);
      if (!abroad.TravelInsurancePolicyNumber) report(context, [required('TravelInsurancePolicyNumber')]);
    },
    whenValid(AbroadShape, ['HasTravelInsurance']),
  )
  .superRefine(
    (abroad, context) => {
      if (abroad.CouldThirdPartyBeLiable && !abroad.Accident) report(context, [required('Accident')]);
    },
    whenValid(AbroadShape, ['CouldThirdPartyBeLiable']),
  );

const TransportAddressShape = z.object({
  IsHome: formBoolean,
  Name: optionalText(100),
  Country: CountryCode,
  PostalCode: requiredText(10),
  HouseNumber: formInteger.pipe(z.number().int().min(1).max(99999)),
  HouseNumberAddition: optionalText(10),
  Street: requiredText(100),
  City: requiredText(100),
});

/** A from or to address of a transport claim; the postal code is checked as Dutch only in NL. */
export const TransportAddress = TransportAddressShape.superRefine(
  (address, context) => report(context, dutchPostalCodeIssues(address.Country, address.PostalCode)),
  whenValid(TransportAddressShape, ['Country', 'PostalCode']),
);

const TransportTripShape = z.object({
  Date: IsoDay,
  IsSingleTrip: formBoolean,
  ExtraCostType: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(extraCostTypes).optional(),
  ),
  ExtraCostAmount: z.preprocess((value) => (value === '' ? undefined : value), z.optional(Money)),
});

export const TransportTrip = TransportTripShape.superRefine(
  (trip, context) => {
    if (trip.ExtraCostType && trip.ExtraCostAmount === undefined)
      report(context, [required('ExtraCostAmount')]);
  },
  whenValid(TransportTripShape, ['ExtraCostType']),
);

const TransportShape = z.object({
  TreatmentType: z.enum(transportTreatmentTypes),
  TravelType: z.enum(travelTypes),
  From: TransportAddress,
  To: TransportAddress,
  /** Own transport: one-way distance in whole kilometres, paid per km. */
  DistanceKm: z.preprocess(
    (value) => (value === '' ? undefined : value),
    formInteger.pipe(z.number().int().min(1).max(400)).optional(),
  ),
  /** Public transport or taxi: the tickets or taxi bills together. */
  Amount: z.preprocess((value) => (value === '' ? undefined : value), z.optional(Money)),
  Trips: z
    .array(TransportTrip)
    .min(MIN_TRIPS, validatorMessages.atLeastOneTrip)
    .max(MAX_TRIPS, validatorMessages.tooManyTrips),
});

const TransportClaim = TransportShape.superRefine(
  (transport, context) => {
    if (transport.TravelType === 'own' && transport.DistanceKm === undefined) {
      report(context, [required('DistanceKm')]);
    }
    if (transport.TravelType !== 'own' && transport.Amount === undefined)
      report(context, [required('Amount')]);
  },
  whenValid(TransportShape, ['TravelType']),
);

/**
 * The text fields of POST Declaration (spec §7), one of three cost types: Inland when neither flag
 * is set, Abroad with IsAbroad, Transport with IsTransportCosts. The limits against today are
 * `submitDeclarationFieldsOn(today)` (declaration-limits.ts).
 */
const SubmitDeclarationShape = z.object({
  CurrentSelectedCustomerNumber: CustomerNumber,
  IsTransportCosts: formBoolean,
  IsAbroad: formBoolean,
  /** Left out: the known account of the policyholder. Only the policyholder may give another. */
  Iban: z.preprocess((value) => (value === '' ? undefined : value), z.optional(ibanSchema)),
  IsTruthful: formBoolean.refine((value) => value, validatorMessages.noConfirmation),
  Inland: InlandClaim.optional(),
  Abroad: AbroadClaim.optional(),
  Transport: TransportClaim.optional(),
  /** Sent again after the 409 for a likely duplicate: the insured confirms it is another bill. */
  ConfirmDuplicate: formBoolean.optional(),
});

export const SubmitDeclarationFields = SubmitDeclarationShape.superRefine(
  (claim, context) => {
    const kind = claim.IsTransportCosts ? 'Transport' : claim.IsAbroad ? 'Abroad' : 'Inland';
    if (claim.IsTransportCosts && claim.IsAbroad) {
      report(context, [{ path: ['IsAbroad'], message: validatorMessages.invalidInput }]);
    }
    if (!claim[kind]) report(context, [required(kind)]);
    for (const other of ['Inland', 'Abroad', 'Transport'] as const) {
      if (other !== kind && claim[other]) {
        report(context, [{ path: [other], message: validatorMessages.invalidInput }]);
      }
    }
  },
  whenValid(SubmitDeclarationShape, ['IsTransportCosts', 'IsAbroad']),
);
export type SubmitDeclarationFields = z.input<typeof SubmitDeclarationFields>;

export const submitDeclaration = endpoint({
  method: 'POST',
  path: 'Declaration',
  permission: 'c-dec',
  summary:
    'Submits a claim with its bills (multipart, files in "files"); stored in progress and handled by the core within its delay',
  body: SubmitDeclarationFields,
  multipart: { files: 'files' },
  response: z.object({
    declarationId: z.string(),
    recordId: z.string(),
    status: z.literal(declarationStatus.inProgress),
    receivedDate: z.iso.date(),
    expectedHandledBy: z.iso.date().describe('Within 10 working days'),
    expectedPayoutBy: z.iso.date().describe('The payment run after the promised handling date'),
  }),
  errors: [400, 401, 403, 409, 413],
});

export const ReadabilityResult = z.object({
  fileName: z.string(),
  readabilityScore: z.union([
    z.literal(readabilityScores.unreadable),
    z.literal(readabilityScores.barelyReadable),
    z.literal(readabilityScores.readable),
    z.literal(readabilityScores.locked),
  ]),
});
export type ReadabilityResult = z.infer<typeof ReadabilityResult>;

export const validateAttachmentsReadability = endpoint({
  method: 'POST',
  path: 'Declaration/ValidateAttachmentsReadability',
  permission: 'c-dec',
  summary:
    'Scores each uploaded file (multipart, repeated "files"): 0 unreadable, 1 barely readable, 2 readable, 3 locked; nothing is stored',
  body: z.object({}),
  multipart: { files: 'files' },
  response: z.array(ReadabilityResult),
  errors: [400, 401, 403, 413],
});

/** What could be read from a bill; null where it could not be read (the person types it). */
export const BillReading = z.object({
  careType: z.enum(careTypes).nullable(),
  careProvider: z.string().nullable(),
  treatmentDate: z.iso.date().nullable(),
  amount: z.string().nullable().describe('As a person types it: "45,50"'),
});
export type BillReading = z.infer<typeof BillReading>;

export const readBill = endpoint({
  method: 'POST',
  path: 'Declaration/ReadBill',
  permission: 'c-dec',
  summary:
    'Reads the kind of care, care provider, treatment date and total of a bill from its pages (multipart, repeated "files"): a PDF by its text layer, a JPEG or PNG photo by text recognition; nothing is stored',
  body: z.object({}),
  multipart: { files: 'files' },
  response: BillReading,
  errors: [400, 401, 403, 413],
});
