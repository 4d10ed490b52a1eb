import type { InsurerDatabase } from './db/database.ts';

/**
 * What the composition root gives the simulation: the database now; its clock, file storage and the
 * portal's notifier come with the code that needs them (step B of issue 35).
 */
export interface InsurerDeps {
  db: InsurerDatabase;
}
