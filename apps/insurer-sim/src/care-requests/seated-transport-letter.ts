import type { SeatedTransportTravelMode } from '@mijn/domain';
import type { customers } from '../db/schema/policies.ts';
import type { Assessment } from './assess-seated-transport.ts';

/** What the confirmation letter of a seated-transport request says, and to whom. */
export interface SeatedTransportConfirmation {
  documentId: string;
  patient: typeof customers.$inferSelect;
  reference: string;
  receivedDate: string;
  travelMode: SeatedTransportTravelMode | undefined;
  startDate: string;
  endDate: string;
  labelCode: string;
  policyNumber: string;
  assessment: Assessment;
}

/** A letter written as a file in storage, not yet in a message box. */
export interface FiledLetter {
  title: string;
  storageKey: string;
  /** Removes the file again, when the request it confirms is not kept. */
  discard(): Promise<void>;
}

/**
 * Writes the confirmation letter (a PDF in the label's branding) into storage. The documents area
 * has not moved into the simulation yet: the composition root passes the portal's letter writer in
 * (decision 0102), and this type is what it must be.
 */
export type FileSeatedTransportLetter = (
  letter: SeatedTransportConfirmation,
  now: Date,
) => Promise<FiledLetter>;
