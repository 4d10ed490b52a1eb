/**
 * The insurer's tables, as the simulation defines them in its own PostgreSQL schema (decision
 * 0101), for the portal code that still reads them directly: `db/schema.ts` re-exports them under
 * their old names. Temporary: each area's import goes when its modules reach the insurer through
 * `ctx.insurer`, and this file goes with the last one.
 */
export * from '@mijn/insurer-sim/schema';
