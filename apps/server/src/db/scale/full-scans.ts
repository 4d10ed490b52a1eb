import type pg from 'pg';
import { largeTables } from './scale-plan.ts';

/** A statement as the server sent it to PostgreSQL. */
export interface SentQuery {
  text: string;
  values: readonly unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

// EXPLAIN names a relation without its schema.
const large = new Set<string>(largeTables.map((table) => table.replace(/^insurer\./, '')));
const indexScans = new Set(['Index Scan', 'Index Only Scan']);

/**
 * The scans of a plan that read a large table whole: a sequential scan, or an index scan without an
 * index condition (the planner walks a whole index when sequential scans are off and nothing better
 * serves). Each as "Seq Scan on declarations".
 */
export function fullScansOf(node: PlanNode): string[] {
  const table = node['Relation Name'];
  const whole =
    table !== undefined &&
    large.has(table) &&
    (node['Node Type'] === 'Seq Scan' || (indexScans.has(node['Node Type']) && !node['Index Cond']));
  return [...(whole ? [`${node['Node Type']} on ${table}`] : []), ...(node.Plans ?? []).flatMap(fullScansOf)];
}

/**
 * Explains a statement with sequential scans, hash and merge joins priced out: the planner then
 * reaches each table through an index condition (a join's inner side through the outer row's key)
 * wherever an index can serve, so a plan that still reads a large table whole has no such index,
 * whatever the data's size. The client must be a connection of its own: the settings stay with it.
 */
export async function fullScansIn(client: pg.ClientBase, query: SentQuery): Promise<string[]> {
  await client.query('set enable_seqscan = off; set enable_hashjoin = off; set enable_mergejoin = off');
  const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${query.text}`,
    [...query.values],
  );
  const [explained] = result.rows[0]?.['QUERY PLAN'] ?? [];
  return explained ? fullScansOf(explained.Plan) : [];
}
