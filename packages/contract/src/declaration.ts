import { declarationStatus } from '@mijn/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

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
