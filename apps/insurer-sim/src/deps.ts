import type { FileSeatedTransportLetter } from './care-requests/seated-transport-letter.ts';
import type { InsurerDatabase } from './db/database.ts';
import type { SimulatedDelays } from './simulated-delays.ts';

/**
 * What the composition root gives the simulation: the database, the pace of its answers
 * (`defaultDelays` when not given), its clock (in process the portal's, so a pinned demo clock holds
 * on both sides) and the portal's letter writer; the portal's notifier comes with the code that
 * needs it (issue 35).
 */
export interface InsurerDeps {
  db: InsurerDatabase;
  delays?: SimulatedDelays;
  clock: { now(): Date };
  /** The portal's letter writer, until the documents area moves (decision 0102). */
  fileSeatedTransportLetter: FileSeatedTransportLetter;
}
