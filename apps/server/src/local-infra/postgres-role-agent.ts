import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { Cluster } from './postgres-cluster.ts';

/**
 * What Patroni's REST API answers HAProxy, for one node: `GET /primary` is 200 while the node takes
 * writes, 503 while it is a replica or does not answer. HAProxy sends the portal's connections only
 * to the node that answers 200, so a promoted replica gets them without any portal setting changing.
 * One kept connection: a new one per check is slow on a busy machine, and a slow answer is a miss.
 */
export async function startRoleAgent(cluster: Cluster): Promise<{ port: number; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: cluster.url(), max: 1, connectionTimeoutMillis: 2000 });
  pool.on('error', () => {});
  const isPrimary = async () => {
    const { rows } = await pool.query<{ primary: boolean }>('select not pg_is_in_recovery() as primary');
    return rows[0]?.primary === true;
  };
  const server = createServer((request, response) => {
    const answer = request.url === '/primary' ? isPrimary().catch(() => false) : Promise.resolve(false);
    void answer.then((primary) => response.writeHead(primary ? 200 : 503).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
