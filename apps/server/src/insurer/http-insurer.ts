import {
  type Area,
  type AreaPort,
  type CallOptions,
  IdempotencyKeyReused,
  type InsurerAreas,
  InsurerUnavailable,
  idempotencyKeyOf,
  insurerAreas,
  insurerHeaders,
  type LocatedOperation,
} from '@mijn/insurer';
import { attemptCall, httpRequestOf, InsurerCallRejected } from './http-attempt.ts';
import type { PortalRequest } from './portal-request.ts';
import { type InsurerResilience, insurerResilience, insurerResilienceSettings } from './resilience.ts';

export interface HttpInsurerSettings<Areas extends Readonly<Record<string, Area>>> {
  /** The insurer's service, e.g. http://127.0.0.1:8081 (INSURER_URL). */
  url: URL;
  /** Sent as `Authorization: Bearer` (INSURER_API_TOKEN). */
  apiToken: string;
  /** The portal request a call serves, to pass its id and trace context on. */
  portalRequest?: () => PortalRequest | undefined;
  /** Tests ask for their own budgets, breaker and bulkhead. */
  resilience?: InsurerResilience;
  /** Tests serve their own areas; the portal every declared one. */
  areas?: Areas;
}

type PortOf<Areas extends Readonly<Record<string, Area>>> = {
  readonly [Name in keyof Areas]: AreaPort<Areas[Name]>;
};

/** Errors that are the portal's or a reply the insurer gave on purpose; everything else is an outage. */
const answeredOnPurpose = (error: unknown) =>
  error instanceof InsurerCallRejected || error instanceof IdempotencyKeyReused;

function headersOf(
  settings: HttpInsurerSettings<Readonly<Record<string, Area>>>,
  options: CallOptions,
  key: string | undefined,
): Record<string, string> {
  const portalRequest = settings.portalRequest?.();
  const requestId = options.requestId ?? portalRequest?.requestId;
  return {
    [insurerHeaders.authorization]: `Bearer ${settings.apiToken}`,
    accept: 'application/json',
    ...(key === undefined ? {} : { [insurerHeaders.idempotencyKey]: key }),
    ...(requestId === undefined ? {} : { [insurerHeaders.requestId]: requestId }),
    ...(portalRequest?.traceparent ? { [insurerHeaders.traceparent]: portalRequest.traceparent } : {}),
    ...(portalRequest?.tracestate ? { [insurerHeaders.tracestate]: portalRequest.tracestate } : {}),
  };
}

/**
 * The insurer over HTTP (decision 0107): every declared operation called at its route, its output
 * parsed with its schema, within its latency class's budget. Queries are retried; a command is sent
 * only with its idempotency key, the same on every attempt, and retried with it. Anything but an
 * answer (no connection, a timeout, a 5xx, the open breaker, the full bulkhead) throws
 * InsurerUnavailable; a declared refusal comes back as the port's Refusal.
 */
export function createHttpInsurer<Areas extends Readonly<Record<string, Area>> = InsurerAreas>(
  settings: HttpInsurerSettings<Areas>,
): PortOf<Areas> {
  const areas: Readonly<Record<string, Area>> = settings.areas ?? insurerAreas;
  const base = new URL(settings.url.href.endsWith('/') ? settings.url : `${settings.url.href}/`);
  const resilience = settings.resilience ?? insurerResilience(insurerResilienceSettings);

  const operationCall = (operation: LocatedOperation) => {
    const withinBudget = resilience.callFor(operation.latency);
    return async (input: unknown, options: CallOptions & { key?: string } = {}) => {
      const key = operation.kind === 'command' ? idempotencyKeyOf(operation, input, options) : undefined;
      if (operation.kind === 'command' && key === undefined) {
        throw new Error(`${operation.id} is a command: call it with its idempotency key`);
      }
      const request = httpRequestOf(base, operation, input, headersOf(settings, options, key));
      try {
        return await withinBudget((signal) => attemptCall(operation, request, signal), options.signal);
      } catch (error) {
        if (answeredOnPurpose(error)) throw error;
        throw new InsurerUnavailable(operation.id, { cause: error });
      }
    };
  };

  const port = Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [
      name,
      Object.fromEntries(
        Object.entries(area.operations).map(([operationName, operation]) => [
          operationName,
          operationCall(operation),
        ]),
      ),
    ]),
  );
  // Built from the same declarations the type is: each area with each of its operations.
  return port as PortOf<Areas>;
}
