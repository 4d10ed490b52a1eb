import type { InsurerPort } from '@mijn/insurer';
import { createEmbeddedInsurer, type SimulatedDelays } from '@mijn/insurer-sim';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createHttpInsurer } from './http-insurer.ts';
import { fileSeatedTransportLetter } from './legacy/seated-transport.ts';
import { followPortalRequests } from './portal-request.ts';
import { insurerResilience, insurerResilienceSettings, type ResilienceSettings } from './resilience.ts';
import type { InsurerSettings } from './settings.ts';

/**
 * The composition root's one choice: which insurer the portal talks to. Only this file (with
 * main.ts and the tests' harness) may import the simulation; everything else receives the port as
 * `ctx.insurer`. Without settings it is the simulation in this process, on the portal's own
 * database; with INSURER_URL the HTTP adapter in front of the insurer's service, and no simulation
 * here (decisions 0099, 0107).
 */
export function composeInsurer(deps: {
  db: Db;
  /** The simulation's pace (CONTACT_ANSWER_DELAY_SECONDS, CARE_REQUEST_DELAY_SECONDS); embedded only. */
  delays?: SimulatedDelays;
  /** Where the simulation's letters are filed in this process: the portal's storage (decision 0102). */
  storage: FileStorage;
  settings?: InsurerSettings;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /**
   * Who sends the W3C trace context on to the insurer: the adapter, forwarding the portal request's
   * own headers (the default), or OpenTelemetry's fetch instrumentation, with the portal's spans in
   * it (tracing on: then the adapter must not send a second `traceparent`).
   */
  traceContext?: 'forwarded' | 'propagated';
  /** Decision 0107's budgets, breaker and bulkhead unless a test asks for others. */
  resilience?: ResilienceSettings;
}): InsurerPort {
  const { settings, log } = deps;
  if (!settings) {
    const { db, delays, storage } = deps;
    return createEmbeddedInsurer({
      db,
      ...(delays ? { delays } : {}),
      fileSeatedTransportLetter: fileSeatedTransportLetter(db, storage),
    });
  }
  return createHttpInsurer({
    url: settings.url,
    apiToken: settings.apiToken,
    portalRequest: followPortalRequests({ traceContext: deps.traceContext !== 'propagated' }),
    resilience: insurerResilience(deps.resilience ?? insurerResilienceSettings, {
      onBreak: () => log?.warn('the insurer does not answer: calls fail at once until a probe succeeds'),
      onReset: () => log?.info('the insurer answers again'),
    }),
  });
}

/** The simulation's pace from the portal's settings, for the embedded insurer. */
export const simulatedDelays = (
  config: Pick<
    Config,
    'contactAnswerDelaySeconds' | 'careRequestDelaySeconds' | 'arrangementProcessingDelaySeconds'
  >,
): SimulatedDelays => ({
  contactAnswerSeconds: config.contactAnswerDelaySeconds,
  careRequestSeconds: config.careRequestDelaySeconds,
  arrangementProcessingSeconds: config.arrangementProcessingDelaySeconds,
});
