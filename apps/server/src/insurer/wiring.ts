import type { InsurerPort } from '@mijn/insurer';
import { createEmbeddedInsurer } from '@mijn/insurer-sim';
import type { Db } from '../db/client.ts';

/**
 * The composition root's one choice: which insurer the portal talks to. Only this file (with
 * main.ts and the tests' harness) may import the simulation; everything else receives the port as
 * `ctx.insurer`. Today that is the simulation in this process, on the portal's own database; with
 * INSURER_URL it will be the HTTP adapter in front of the insurer's service (decision 0099).
 */
export function composeInsurer(deps: { db: Db }): InsurerPort {
  return createEmbeddedInsurer({ db: deps.db });
}
