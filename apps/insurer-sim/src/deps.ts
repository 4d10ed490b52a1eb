import type { InsurerDatabase } from './db/database.ts';
import type { SimulatedDelays } from './simulated-delays.ts';

/**
 * What the composition root gives the simulation: the database, and the pace of its answers
 * (`defaultDelays` when not given); its clock, file storage and the portal's notifier come with the
 * code that needs them (step B of issue 35).
 */
export interface InsurerDeps {
  db: InsurerDatabase;
  delays?: SimulatedDelays;
}
