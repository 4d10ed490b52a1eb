import type { Cluster } from '../local-infra/postgres-cluster.ts';

/**
 * How many rows of the insurer's `table` each claim has, by declaration id (sorted), on the node that
 * takes writes: one of each, never two, when every claim was handled once.
 */
export async function rowsPerClaim(
  node: Cluster,
  database: string,
  table: 'claim_submissions' | 'declaration_bills',
  ids: readonly string[],
): Promise<number[]> {
  const list = ids.map((id) => `'${id.replaceAll("'", "''")}'`).join(',');
  const counts = await node.queryValue<number[]>(
    `select array_agg(n order by id) from (select declaration_id as id, count(*)::int as n from insurer.${table} where declaration_id in (${list}) group by declaration_id) c`,
    database,
  );
  return counts ?? [];
}
