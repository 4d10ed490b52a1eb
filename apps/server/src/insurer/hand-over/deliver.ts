import { InsurerUnavailable, isRefusal } from '@mijn/insurer';
import { z } from 'zod/mini';
import { commandOf, type HandOverDeps } from './hand-over.ts';
import { type KeptRow, recordAnswer, takeDueCommand, tryAgainLater } from './kept-rows.ts';
import type { Areas } from './types.ts';

export interface DeliveryRun {
  handedOver: number;
  refused: number;
  /** Commands the insurer still did not answer, tried again later. */
  stillAway: number;
}

async function deliver<As extends Areas>(deps: HandOverDeps<As>, row: KeptRow, run: DeliveryRun) {
  const [area = '', operation = ''] = row.operation.split('.');
  const { declaration, call } = commandOf(deps, area, operation);
  const fields = { operation: row.operation, attempts: row.attempts };
  try {
    const answer = await call(z.parse(declaration.input, row.input), { key: row.idempotencyKey });
    if (isRefusal(answer)) {
      const refusal = { code: answer.refused, detail: answer.detail ?? null };
      await recordAnswer(deps.db, row, { outcome: 'refused', answer: refusal }, deps.clock.now());
      // The customer saw it as received; nobody tells them yet (decision 0108).
      deps.log.error({ ...fields, refused: answer.refused }, 'a kept command was refused: needs attention');
      run.refused += 1;
      return;
    }
    await recordAnswer(deps.db, row, { outcome: 'answered', answer: answer ?? null }, deps.clock.now());
    deps.log.info(fields, 'kept command handed over');
    run.handedOver += 1;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = await tryAgainLater(deps.db, row, reason, deps.clock.now());
    if (error instanceof InsurerUnavailable) run.stillAway += 1;
    else deps.log.error({ ...fields, err: error, retryAt }, 'handing over a kept command failed');
  }
}

/**
 * Hands the due kept commands over, one at a time, each with the key it was first sent with. Stops
 * at the first the insurer does not answer: the rest would only wait for the same timeout.
 */
export async function deliverDueCommands<As extends Areas>(deps: HandOverDeps<As>): Promise<DeliveryRun> {
  const run: DeliveryRun = { handedOver: 0, refused: 0, stillAway: 0 };
  for (;;) {
    const row = await takeDueCommand(deps.db, deps.clock.now());
    if (!row) return run;
    await deliver(deps, row, run);
    if (run.stillAway > 0) return run;
  }
}
