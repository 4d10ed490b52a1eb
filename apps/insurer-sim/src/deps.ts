import type { FileSeatedTransportLetter } from './care-requests/seated-transport-letter.ts';
import type { InsurerDatabase } from './db/database.ts';
import type { SimulatedDelays } from './simulated-delays.ts';

/**
 * What the composition root gives the simulation: the database, the pace of its answers
 * (`defaultDelays` when not given) and the portal's letter writer; its clock and the portal's
 * notifier come with the code that needs them (issue 35).
 */
export interface InsurerDeps {
  db: InsurerDatabase;
  delays?: SimulatedDelays;
  /** The portal's letter writer, until the documents area moves (decision 0102). */
  fileSeatedTransportLetter: FileSeatedTransportLetter;
}
