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
import { z } from 'zod/mini';
import { dutchPostalCodeIssues, endNotBeforeStart, type Issue, report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import { emptyAsMissing, formBoolean, formInteger, optionalText, requiredText } from './form-fields.ts';
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
  invoiceId: z.nullable(z.string()),
  customerNumber: z.string(),
  fullName: z.string(),
  receivedDate: z.iso.date(),
  treatmentDate: z.iso.date(),
  lastTreatmentDate: z.nullable(z.iso.date()),
  careType: z.string(),
  careProvider: z.string(),
  submittedBy: z.enum(['Z', 'V']).check(z.describe('Z care provider, V insured')),
  receiverOfReimbursement: z.enum(['D', 'M']).check(z.describe('D insured, M care provider')),
  declarationAmount: z.number().check(z.int()),
  compensatedAmount: z.number().check(z.int()),
  uncompensatedAmount: z.number().check(z.int()),
  excessAmount: z.number().check(z.int()),
  contributionAmount: z.number().check(z.int(), z.describe('Own contribution for medicines (GVS)')),
  status: DeclarationStatusId,
  statusName: z.string(),
  year: z.number().check(z.int()),
  hasReadRights: z.boolean(),
  isRead: z
    .boolean()
    .check(z.describe('False for a claim handled since the user last opened the overview (ReadAll)')),
  paidOutOn: z
    .nullable(z.iso.date())
    .check(
      z.describe(
        "The claims department's payment run that paid it out, to receiverOfReimbursement; null when nothing was paid",
      ),
    ),
  rejectionCodes: z
    .array(z.enum(rejectionCodes))
    .check(
      z.describe(
        'Why (part of) it was not reimbursed, as codes for the screen to say in the person’s language',
      ),
    ),
  payee: z
    .nullable(
      z.object({
        name: z.string(),
        ibanEnding: z.string().check(z.describe('Last 4 characters of the IBAN')),
      }),
    )
    .check(
      z.describe(
        'The account holder the money went or goes to (the policyholder, spec §6); null when it goes to the care provider',
      ),
    ),
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

const Year = z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100));

export const getDeclarations = endpoint({
  method: 'GET',
  path: 'Declaration/GetDeclarations',
  permission: 'r-dec',
  summary:
    'Declarations of a year, newest first: of one customer the user may see, or of all of them when customerNumber is left out',
  query: z.object({ customerNumber: z.optional(CustomerNumber), year: Year }),
  response: z.object({ declarations: z.array(DeclarationSummary) }),
  errors: [400, 401, 403],
});

export const DeclarationActivity = z.object({
  date: z.iso.date(),
  description: z.string(),
  declaredAmount: z.number().check(z.int()),
  compensatedAmount: z.number().check(z.int()),
});

export const DeclarationBill = z.object({
  invoiceId: z.string(),
  payOutAmount: z.number().check(z.int(), z.describe('Paid out on this bill, cents')),
  activities: z.array(DeclarationActivity),
});

/** One declaration with its bills (spec §3 Declaration detail); amounts in cents. */
export const DeclarationDetail = z.extend(DeclarationSummary, {
  bills: z.array(DeclarationBill),
  collectionRiskAmount: z
    .number()
    .check(z.int(), z.describe('Excess the insurer still has to collect from the customer')),
  relation: z.object({ prefix: z.nullable(z.string()), lastName: z.string(), dateOfBirth: z.iso.date() }),
  rejectionReason: z.nullable(z.string()).check(z.describe('Why nothing or less was reimbursed, in Dutch')),
});
export type DeclarationDetail = z.infer<typeof DeclarationDetail>;

export const getDeclaration = endpoint({
  method: 'GET',
  path: 'Declaration',
  permission: 'r-dec',
  summary:
    'One declaration with bills and activities; 404 when it does not exist or is not the user’s to see',
  query: z.object({
    declarationId: z.string().check(z.minLength(1), z.maxLength(40)),
    recordId: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  }),
  response: DeclarationDetail,
  errors: [400, 401, 403, 404],
});

export const readAllDeclarations = endpoint({
  method: 'GET',
  path: 'Declaration/ReadAll',
  permission: 'r-dec',
  summary: 'Marks every declaration the user may see as read (the overview calls it once shown)',
  response: z.object({ markedAsRead: z.number().check(z.int()) }),
  errors: [401, 403],
});

/** A typed euro amount ("12,50"), sent as typed; the server reads cents. */
const Money = moneyInputSchema;
const IsoDay = isoDateSchema;
const CountryCode = z.string().check(z.regex(/^[A-Z]{2}$/, validatorMessages.requiredField));

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
  CounterParty: z.optional(CounterParty),
});

const AbroadShape = z.object({
  Country: CountryCode,
  DateFrom: IsoDay,
  DateTo: IsoDay,
  Currency: z.string().check(z.regex(/^[A-Z]{3}$/, validatorMessages.requiredField)),
  Amount: Money,
  Description: requiredText(1000),
  HasPreExistingCondition: formBoolean,
  HasTravelInsurance: formBoolean,
  TravelInsurer: optionalText(100),
  TravelInsurancePolicyNumber: optionalText(40),
  CouldThirdPartyBeLiable: formBoolean,
  Accident: z.optional(Accident),
});

const required = (field: string): Issue => ({ path: [field], message: validatorMessages.requiredField });

const AbroadClaim = AbroadShape.check(
  endNotBeforeStart(AbroadShape, 'DateFrom', 'DateTo'),
  z.superRefine(
    (abroad, context) => {
      if (!abroad.HasTravelInsurance) return;
      if (!abroad.TravelInsurer) report(context, [required('TravelInsurer')]);
      if (!abroad.TravelInsurancePolicyNumber) report(context, [required('TravelInsurancePolicyNumber')]);
    },
    whenValid(AbroadShape, ['HasTravelInsurance']),
  ),
  z.superRefine(
    (abroad, context) => {
      if (abroad.CouldThirdPartyBeLiable && !abroad.Accident) report(context, [required('Accident')]);
    },
    whenValid(AbroadShape, ['CouldThirdPartyBeLiable']),
  ),
);

const TransportAddressShape = z.object({
  IsHome: formBoolean,
  Name: optionalText(100),
  Country: CountryCode,
  PostalCode: requiredText(10),
  HouseNumber: z.pipe(formInteger, z.number().check(z.int(), z.gte(1), z.lte(99999))),
  HouseNumberAddition: optionalText(10),
  Street: requiredText(100),
  City: requiredText(100),
});

/** A from or to address of a transport claim; the postal code is checked as Dutch only in NL. */
export const TransportAddress = TransportAddressShape.check(
  z.superRefine(
    (address, context) => report(context, dutchPostalCodeIssues(address.Country, address.PostalCode)),
    whenValid(TransportAddressShape, ['Country', 'PostalCode']),
  ),
);

const TransportTripShape = z.object({
  Date: IsoDay,
  IsSingleTrip: formBoolean,
  ExtraCostType: emptyAsMissing(z.enum(extraCostTypes)),
  ExtraCostAmount: emptyAsMissing(Money),
});

export const TransportTrip = TransportTripShape.check(
  z.superRefine(
    (trip, context) => {
      if (trip.ExtraCostType && trip.ExtraCostAmount === undefined)
        report(context, [required('ExtraCostAmount')]);
    },
    whenValid(TransportTripShape, ['ExtraCostType']),
  ),
);

const TransportShape = z.object({
  TreatmentType: z.enum(transportTreatmentTypes),
  TravelType: z.enum(travelTypes),
  From: TransportAddress,
  To: TransportAddress,
  /** Own transport: one-way distance in whole kilometres, paid per km. */
  DistanceKm: emptyAsMissing(z.pipe(formInteger, z.number().check(z.int(), z.gte(1), z.lte(400)))),
  /** Public transport or taxi: the tickets or taxi bills together. */
  Amount: emptyAsMissing(Money),
  Trips: z
    .array(TransportTrip)
    .check(
      z.minLength(MIN_TRIPS, validatorMessages.atLeastOneTrip),
      z.maxLength(MAX_TRIPS, validatorMessages.tooManyTrips),
    ),
});

const TransportClaim = TransportShape.check(
  z.superRefine(
    (transport, context) => {
      if (transport.TravelType === 'own' && transport.DistanceKm === undefined) {
        report(context, [required('DistanceKm')]);
      }
      if (transport.TravelType !== 'own' && transport.Amount === undefined)
        report(context, [required('Amount')]);
    },
    whenValid(TransportShape, ['TravelType']),
  ),
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
  Iban: emptyAsMissing(ibanSchema),
  IsTruthful: formBoolean.check(z.refine((value) => value, validatorMessages.noConfirmation)),
  Inland: z.optional(InlandClaim),
  Abroad: z.optional(AbroadClaim),
  Transport: z.optional(TransportClaim),
  /** Sent again after the 409 for a likely duplicate: the insured confirms it is another bill. */
  ConfirmDuplicate: z.optional(formBoolean),
});

export const SubmitDeclarationFields = SubmitDeclarationShape.check(
  z.superRefine(
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
  ),
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
    expectedHandledBy: z.iso
      .date()
      .check(
        z.describe(
          'Within 10 working days; the payout date is set once the claim is handled (DeclarationSummary.paidOutOn)',
        ),
      ),
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
  careType: z.nullable(z.enum(careTypes)),
  careProvider: z.nullable(z.string()),
  treatmentDate: z.nullable(z.iso.date()),
  amount: z.nullable(z.string()).check(z.describe('As a person types it: "45,50"')),
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
