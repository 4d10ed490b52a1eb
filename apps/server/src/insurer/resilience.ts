import { type LatencyBudget, type LatencyClass, latencyBudgets } from '@mijn/insurer';
import {
  bulkhead,
  CountBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  type IPolicy,
  retry,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';

/** No answer from the insurer: no connection, or a 5xx or 429. The 502, 503, 504 and 429 are worth another try. */
export class Unanswered extends Error {
  override readonly name = 'Unanswered';

  constructor(
    readonly retryable: boolean,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(
      options.status ? `the insurer answered ${options.status}` : 'no connection to the insurer',
      options,
    );
  }
}

export interface ResilienceSettings {
  budgets: Readonly<Record<LatencyClass, LatencyBudget>>;
  /** Calls in flight at once, and calls waiting for one of them; beyond both a call fails at once. */
  bulkhead: { inFlight: number; queued: number };
  /** Open when over `threshold` of the last `size` attempts failed (at least `minimumCalls` of them). */
  breaker: { threshold: number; size: number; minimumCalls: number; halfOpenAfterMs: number };
  backoff: { initialDelayMs: number; maxDelayMs: number };
}

/** Decision 0107. */
export const insurerResilienceSettings: ResilienceSettings = {
  budgets: latencyBudgets,
  bulkhead: { inFlight: 64, queued: 256 },
  breaker: { threshold: 0.5, size: 20, minimumCalls: 5, halfOpenAfterMs: 5000 },
  backoff: { initialDelayMs: 50, maxDelayMs: 200 },
};

/** An attempt that timed out or got no answer: a failure for the breaker and another try for a retry. */
const failedAttempt = (error: Error) => error instanceof Unanswered || error instanceof TaskCancelledError;
const worthAnotherTry = (error: Error) =>
  (error instanceof Unanswered && error.retryable) || error instanceof TaskCancelledError;

export type AttemptCall = <T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
) => Promise<T>;

export interface InsurerResilience {
  /** Runs a call within its class's budget: every attempt gets its own AbortSignal. */
  callFor(latency: LatencyClass): AttemptCall;
}

/**
 * The policies around every call to the insurer, outermost first: the whole-call timeout of the
 * class (the 2 s promise, queueing included), the bulkhead, the retries with back-off, the circuit
 * breaker shared by all operations, the attempt timeout. Breaker and bulkhead are one for the
 * insurer: what goes down is the service, not an operation.
 */
export function insurerResilience(
  settings: ResilienceSettings,
  events: { onBreak?(): void; onReset?(): void } = {},
): InsurerResilience {
  const limit = bulkhead(settings.bulkhead.inFlight, settings.bulkhead.queued);
  const breaker = circuitBreaker(handleWhen(failedAttempt), {
    halfOpenAfter: settings.breaker.halfOpenAfterMs,
    breaker: new CountBreaker({
      threshold: settings.breaker.threshold,
      size: settings.breaker.size,
      minimumNumberOfCalls: settings.breaker.minimumCalls,
    }),
  });
  if (events.onBreak) breaker.onBreak(events.onBreak);
  if (events.onReset) breaker.onReset(events.onReset);
  const backoff = new ExponentialBackoff({
    initialDelay: settings.backoff.initialDelayMs,
    maxDelay: settings.backoff.maxDelayMs,
  });

  const policyOf = (budget: LatencyBudget): IPolicy => {
    // A feed's long poll is asked again by its consumer, with its own back-off: one attempt here.
    const retries = budget.retries === 'unbounded' ? 0 : budget.retries;
    const inner = [
      limit,
      retry(handleWhen(worthAnotherTry), { maxAttempts: retries, backoff }),
      breaker,
      timeout(budget.attemptTimeoutMs, TimeoutStrategy.Aggressive),
    ];
    return budget.wholeCallMs === null
      ? wrap(...inner)
      : wrap(timeout(budget.wholeCallMs, TimeoutStrategy.Aggressive), ...inner);
  };
  const policies = new Map(
    Object.entries(settings.budgets).map(([latency, budget]) => [latency, policyOf(budget)]),
  );

  return {
    callFor(latency) {
      const policy = policies.get(latency);
      if (!policy) throw new Error(`no budget for the latency class ${latency}`);
      return (attempt, signal) =>
        policy.execute(({ signal: attemptSignal }) => attempt(attemptSignal), signal);
    },
  };
}
