import type { treatmentAbroadFields } from '@mijn/contract';
import type { TreatmentAbroadKind } from '@mijn/domain';
import type { InsurerPort, TreatmentAbroadCare } from '@mijn/insurer';
import type { z } from 'zod';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

type SubmitTreatmentAbroad = InsurerPort['careRequests']['submitTreatmentAbroad'];

/** A validated request of one kind, as its contract entry parses it. */
export type TreatmentAbroadRequest = {
  [Kind in TreatmentAbroadKind]: { kind: Kind; fields: z.output<(typeof treatmentAbroadFields)[Kind]> };
}[TreatmentAbroadKind];

/** What the insurer's rules read of the form's answers, per kind (decision 0056). */
function careOf(request: TreatmentAbroadRequest): TreatmentAbroadCare {
  const { kind, fields } = request;
  switch (kind) {
    case 'medical-treatment':
      return { kind, hasReferral: fields.HasReferral };
    case 'fertility-treatment':
      return {
        kind,
        treatmentType: fields.TreatmentType,
        attempt: fields.AttemptNumber,
        hasReferral: fields.HasReferral,
      };
    case 'nursing-and-care':
      return { kind, hasIndication: fields.Indication };
    case 'mental-health':
      return { kind, hasReferral: fields.Reference, hasTreatmentPlan: fields.TreatmentPlan };
    case 'kidney-dialysis':
      return {
        kind,
        centreConfirmed: fields.Approval,
        ...(fields.Amount === undefined ? {} : { pricePerSessionCents: fields.Amount }),
      };
  }
}

/** Where the care is given, and when (mental-health requests name no period). */
function placeAndPeriod(request: TreatmentAbroadRequest) {
  const countryCode = request.fields.InstanceAbroad.Address.CountryCode;
  if (request.kind === 'mental-health') return { countryCode, startDate: null, endDate: null };
  return { countryCode, startDate: request.fields.StartDate, endDate: request.fields.EndDate };
}

/** A validated request as the insurer takes it in: its facts, the provider, the period and the files. */
export function treatmentAbroadToPort(
  parties: { requestId: string; customerNumber: string; requestedBy: string; receivedAt: string },
  request: TreatmentAbroadRequest,
  files: readonly UploadedFile[],
): Parameters<SubmitTreatmentAbroad>[0] {
  return {
    ...parties,
    care: careOf(request),
    providerName: request.fields.InstanceAbroad.InstanceName,
    ...placeAndPeriod(request),
    attachments: files.map(storedFileRow),
  };
}
