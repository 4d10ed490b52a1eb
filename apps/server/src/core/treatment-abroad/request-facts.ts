import { treatmentAbroadFields } from '@mijn/contract';
import type { IsoDate, TreatmentAbroadFacts, TreatmentAbroadKind } from '@mijn/domain';
import type { z } from 'zod';

export type TreatmentAbroadFieldsOf<Kind extends TreatmentAbroadKind> = z.output<
  (typeof treatmentAbroadFields)[Kind]
>;

/** A validated request of one kind, as its contract entry parses it. */
export type TreatmentAbroadRequest = {
  [Kind in TreatmentAbroadKind]: { kind: Kind; fields: TreatmentAbroadFieldsOf<Kind> };
}[TreatmentAbroadKind];

/**
 * A request read back from the database, parsed with its kind's schema, never cast: one that no
 * longer matches fails loudly, naming its fields but never their values.
 */
export function parseStoredRequest(
  id: string,
  kind: TreatmentAbroadKind,
  stored: unknown,
): TreatmentAbroadRequest {
  const parsed = treatmentAbroadFields[kind].safeParse(stored);
  if (parsed.success) return { kind, fields: parsed.data } as TreatmentAbroadRequest;
  const paths = new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(the form)'));
  throw new Error(
    `Treatment-abroad request ${id} no longer matches the contract at ${[...paths].join(', ')}`,
  );
}

/** Where the care is given, and when (mental-health requests name no period). */
export function placeAndPeriod(request: TreatmentAbroadRequest): {
  countryCode: string;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
} {
  const countryCode = request.fields.InstanceAbroad.Address.CountryCode;
  if (request.kind === 'mental-health') return { countryCode, startDate: null, endDate: null };
  return { countryCode, startDate: request.fields.StartDate, endDate: request.fields.EndDate };
}

/** What the core's rules read of a request; a request without a period is judged on the day it came in. */
export function decisionFacts(
  request: TreatmentAbroadRequest,
  birthDate: IsoDate,
  receivedOn: IsoDate,
): TreatmentAbroadFacts {
  const { countryCode, startDate } = placeAndPeriod(request);
  const base = { countryCode, birthDate, startDate: startDate ?? receivedOn };
  switch (request.kind) {
    case 'medical-treatment':
      return { ...base, kind: request.kind, hasReferral: request.fields.HasReferral };
    case 'fertility-treatment':
      return {
        ...base,
        kind: request.kind,
        treatmentType: request.fields.TreatmentType,
        attempt: request.fields.AttemptNumber,
        hasReferral: request.fields.HasReferral,
      };
    case 'nursing-and-care':
      return { ...base, kind: request.kind, hasIndication: request.fields.Indication };
    case 'mental-health':
      return {
        ...base,
        kind: request.kind,
        hasReferral: request.fields.Reference,
        hasTreatmentPlan: request.fields.TreatmentPlan,
      };
    case 'kidney-dialysis':
      return {
        ...base,
        kind: request.kind,
        centreConfirmed: request.fields.Approval,
        pricePerSessionCents: request.fields.Amount,
      };
  }
}
