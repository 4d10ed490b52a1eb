import path from 'node:path';
import type { Cluster, ClusterHost } from './postgres-cluster.ts';

/**
 * A primary and a streaming replica of it (Debian's PostgreSQL), on the host's Unix sockets
 * `port` and `port + 1`: the replica is a base backup of the primary that follows its WAL.
 */
export async function startPrimaryAndReplica(
  host: ClusterHost,
  port: number,
  database: string,
): Promise<{ primary: Cluster; replica: Cluster }> {
  const primary = await host.create('primary', port, { wal_level: 'replica', max_wal_senders: '5' });
  await primary.queryValue(`create database ${database}`);
  const replicaDir = path.join(host.dir, 'replica');
  await host.run('pg_basebackup', [
    `--pgdata=${replicaDir}`,
    `--host=${host.dir}`,
    `--port=${port}`,
    '--username=postgres',
    '--write-recovery-conf',
    '--wal-method=stream',
    '--checkpoint=fast',
  ]);
  const replica = await host.start(replicaDir, port + 1, { hot_standby: 'on' });
  return { primary, replica };
}
