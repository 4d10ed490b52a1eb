import type pg from 'pg';
import { FIRST_CUSTOMER_NUMBER, largeTables, type ScalePlan } from './scale-plan.ts';
import { scaleSteps } from './scale-steps.ts';

/** Time since a `performance.now()`, for the seed's log. */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Adds the scale world to a database that holds the demo world, in one transaction (a failed run
 * leaves nothing behind), then gives the planner fresh statistics and index-only scans a
 * visibility map. Refuses a database that already has it.
 */
export async function addScaleWorld(
  client: pg.ClientBase,
  plan: ScalePlan,
  passwordHash: string,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const existing = await client.query('select 1 from insurer.customers where customer_number = $1', [
    String(FIRST_CUSTOMER_NUMBER),
  ]);
  if (existing.rowCount)
    throw new Error('This database already holds the scale world: drop it (or use another) to seed again.');
  await client.query('begin');
  try {
    await client.query("set local work_mem = '512MB'");
    for (const step of scaleSteps(plan, passwordHash)) {
      const started = performance.now();
      await client.query(step.sql);
      log(`  ${step.name}: ${seconds(started)}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const started = performance.now();
  await client.query(`vacuum analyze ${largeTables.join(', ')}`);
  log(`  vacuum analyze: ${seconds(started)}`);
}
