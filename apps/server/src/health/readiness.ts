/** One dependency readiness asks about: it resolves when the part works, and throws when not. */
export type ReadinessCheck = () => Promise<void>;

export type CheckOutcome = 'ok' | 'failed' | 'timed out';

export interface ReadinessReport {
  status: 'ready' | 'not ready' | 'shutting down';
  /** The names of the checks that did not pass, so a balancer's log says what to look at. */
  failed: string[];
  checks: Record<string, CheckOutcome>;
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
  /** From now on the instance is not ready, whatever its parts say: a balancer drains it first. */
  startShutdown(): void;
}

/** A check that has not answered by then counts as failed: a balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2000;

type ChangeLog = { warn(fields: object, message: string): void; info(fields: object, message: string): void };

/**
 * Runs every check at once, each within `timeoutMs`. Calls that arrive while a run is under way share
 * it, so a burst of probes (or of strangers: the endpoint is open) sends one set of queries. Nothing
 * is logged per call; a check that turns failed is logged once with its error, and once when it
 * passes again.
 */
export function createReadiness(
  checks: Record<string, ReadinessCheck>,
  options: { log?: ChangeLog; timeoutMs?: number } = {},
): Readiness {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  const lastOutcome = new Map<string, CheckOutcome>();
  let shuttingDown = false;
  let running: Promise<ReadinessReport> | null = null;

  const noteChange = (name: string, outcome: CheckOutcome, error: unknown) => {
    const before = lastOutcome.get(name) ?? 'ok';
    lastOutcome.set(name, outcome);
    if (before === outcome) return;
    if (outcome === 'ok') options.log?.info({ check: name }, 'readiness check passes again');
    else options.log?.warn({ check: name, outcome, err: error }, 'readiness check failed');
  };

  const runAll = async (): Promise<ReadinessReport> => {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        const [outcome, error] = await settleWithin(check, timeoutMs);
        noteChange(name, outcome, error);
        return [name, outcome] as const;
      }),
    );
    const failed = entries.filter(([, outcome]) => outcome !== 'ok').map(([name]) => name);
    return {
      status: failed.length === 0 ? 'ready' : 'not ready',
      failed,
      checks: Object.fromEntries(entries),
    };
  };

  return {
    report() {
      if (shuttingDown) return Promise.resolve({ status: 'shutting down', failed: [], checks: {} });
      running ??= runAll().finally(() => {
        running = null;
      });
      return running;
    },
    startShutdown() {
      shuttingDown = true;
    },
  };
}

async function settleWithin(check: ReadinessCheck, timeoutMs: number): Promise<[CheckOutcome, unknown]> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<[CheckOutcome, unknown]>((resolve) => {
    timer = setTimeout(
      () => resolve(['timed out', new Error(`no answer within ${timeoutMs} ms`)]),
      timeoutMs,
    );
  });
  const settled = check().then(
    (): [CheckOutcome, unknown] => ['ok', undefined],
    (error: unknown): [CheckOutcome, unknown] => ['failed', error],
  );
  try {
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
