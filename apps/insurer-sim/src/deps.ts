import type { FileSeatedTransportLetter } from './care-requests/seated-transport-letter.ts';
import type { InsurerDatabase } from './db/database.ts';

/**
 * What the composition root gives the simulation: the database, its clock (in process the portal's,
 * so a pinned or moved demo clock holds on both sides) and how long its core takes to decide a
 * request; file storage and the portal's notifier come with the code that needs them (issue 35).
 */
export interface InsurerDeps {
  db: InsurerDatabase;
  clock: { now(): Date };
  /** CARE_REQUEST_DELAY_SECONDS: how long after a care request comes in the core answers it. */
  careRequestDelaySeconds: number;
  /** The portal's letter writer, until the documents area moves (decision 0102). */
  fileSeatedTransportLetter: FileSeatedTransportLetter;
}
