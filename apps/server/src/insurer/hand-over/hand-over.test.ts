import { InsurerUnavailable, type Refusal, refuse } from '@mijn/insurer';
import { exampleAreas } from '@mijn/insurer/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateAndSeed } from '../../db/migrate.ts';
import { keptCommands } from '../../db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { deliverDueCommands } from './deliver.ts';
import { createHandOver, type HandOverDeps } from './hand-over.ts';
import { HAND_OVER_LEASE_MS, retryDelayMs } from './kept-rows.ts';

type Answer = { declarationId: string } | Refusal;

/** The insurer as the tests switch it: away (every call times out) or answering. */
function switchableInsurer() {
  const state = { away: true, answer: (reference: string): Answer => ({ declarationId: `D-${reference}` }) };
  const submit = vi.fn(async (input: { reference: string }, _options?: { key?: string }) => {
    if (state.away) throw new InsurerUnavailable('claims.submit');
    return state.answer(input.reference);
  });
  const markAllRead = vi.fn(async () => 0);
  return { state, submit, port: { claims: { submit, list: vi.fn(), markAllRead }, health: {} } };
}

const start = new Date('2026-12-07T09:00:00Z');
const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
let connection: TestDatabase;
/** Still between steps: each test moves it on by exactly what it says. */
let clock: { now(): Date };
let now: Date;
let insurer: ReturnType<typeof switchableInsurer>;
let deps: HandOverDeps<typeof exampleAreas>;

beforeEach(async () => {
  connection = await openTestDatabase({ migrated: true });
  await migrateAndSeed(connection, async () => {});
  now = start;
  clock = { now: () => now };
  insurer = switchableInsurer();
  deps = { db: connection.db, clock, log, areas: exampleAreas, port: insurer.port };
});
afterEach(() => connection.close());

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('sending a command that may wait', () => {
  it("answers the insurer's answer and keeps nothing while the insurer answers", async () => {
    insurer.state.away = false;
    const handOver = createHandOver(deps);
    const sent = await handOver.send('claims', 'submit', { reference: 'R1' }, { owner: '20000001' });
    expect(sent).toEqual({ status: 'answered', answer: { declarationId: 'D-R1' } });
    expect(insurer.submit).toHaveBeenCalledWith({ reference: 'R1' }, { key: 'R1' });
    expect(await connection.db.select().from(keptCommands)).toEqual([]);
  });

  it('keeps it for its owner alone when the insurer is away, once however often it is sent', async () => {
    const handOver = createHandOver(deps);
    const first = await handOver.send('claims', 'submit', { reference: 'R2' }, { owner: '20000001' });
    const again = await handOver.send('claims', 'submit', { reference: 'R2' }, { owner: '20000001' });
    expect(first).toEqual({ status: 'kept', key: 'R2' });
    expect(again).toEqual(first);
    expect(await handOver.kept('claims', 'submit', '20000001')).toEqual([
      { key: 'R2', input: { reference: 'R2' }, keptAt: start },
    ]);
    expect(await handOver.kept('claims', 'submit', '20000002')).toEqual([]);
  });

  it('refuses to keep a command that must be answered now, or that the port does not have', async () => {
    const handOver = createHandOver(deps);
    const send = handOver.send as (
      area: string,
      operation: string,
      input: unknown,
      o: object,
    ) => Promise<unknown>;
    await expect(send('claims', 'markAllRead', {}, { owner: '20000001' })).rejects.toThrow(
      'claims.markAllRead is not a command the portal may keep',
    );
    expect(insurer.port.claims.markAllRead).not.toHaveBeenCalled();
  });
});

describe('handing kept commands over', () => {
  async function keep(...references: string[]) {
    const handOver = createHandOver(deps);
    for (const reference of references)
      await handOver.send('claims', 'submit', { reference }, { owner: '20000001' });
    insurer.submit.mockClear();
    return handOver;
  }

  it('waits until a command is due, then hands it over once with the key it was first sent with', async () => {
    const handOver = await keep('R3');
    insurer.state.away = false;
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 0, refused: 0, stillAway: 0 });

    later(retryDelayMs(1));
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 1, refused: 0, stillAway: 0 });
    expect(insurer.submit).toHaveBeenCalledExactlyOnceWith({ reference: 'R3' }, { key: 'R3' });
    expect(await handOver.kept('claims', 'submit', '20000001')).toEqual([]);
    const [row] = await connection.db.select().from(keptCommands);
    expect(row).toMatchObject({ outcome: 'answered', answer: { declarationId: 'D-R3' }, attempts: 1 });

    later(retryDelayMs(10));
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 0, refused: 0, stillAway: 0 });
    expect(insurer.submit).toHaveBeenCalledOnce();
  });

  it('tries again later, waiting longer each time, and stops at the first the insurer does not answer', async () => {
    await keep('R4', 'R5');
    later(retryDelayMs(1));
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 0, refused: 0, stillAway: 1 });
    expect(insurer.submit).toHaveBeenCalledOnce();

    later(retryDelayMs(2) - 1);
    insurer.state.away = false;
    // R5 was due, R4 waits for its second attempt's delay.
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 1, refused: 0, stillAway: 0 });
    later(1);
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 1, refused: 0, stillAway: 0 });
    expect(insurer.submit.mock.calls.map(([input]) => input.reference)).toEqual(['R4', 'R5', 'R4']);
  });

  it('leaves a command a server took and did not finish to the next after the lease', async () => {
    await keep('R6');
    later(retryDelayMs(1));
    insurer.submit.mockImplementationOnce(() => new Promise(() => {}));
    void deliverDueCommands(deps);
    await vi.waitFor(() => expect(insurer.submit).toHaveBeenCalledOnce());

    insurer.state.away = false;
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 0, refused: 0, stillAway: 0 });
    later(HAND_OVER_LEASE_MS);
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 1, refused: 0, stillAway: 0 });
    expect(insurer.submit).toHaveBeenLastCalledWith({ reference: 'R6' }, { key: 'R6' });
  });

  it('records a refusal as the answer and asks a person to look at it', async () => {
    const handOver = await keep('R7');
    insurer.state.away = false;
    insurer.state.answer = () => refuse('likely-duplicate', { duplicateOf: 'D-1' });
    later(retryDelayMs(1));
    expect(await deliverDueCommands(deps)).toEqual({ handedOver: 0, refused: 1, stillAway: 0 });
    expect(await handOver.kept('claims', 'submit', '20000001')).toEqual([]);
    const [row] = await connection.db.select().from(keptCommands);
    expect(row).toMatchObject({
      outcome: 'refused',
      answer: { code: 'likely-duplicate', detail: { duplicateOf: 'D-1' } },
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'claims.submit', refused: 'likely-duplicate' }),
      'a kept command was refused: needs attention',
    );
  });
});
