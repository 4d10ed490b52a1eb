import path from 'node:path';
import type { ClusterHost } from './postgres-cluster.ts';

/**
 * A primary and a streaming replica of it (Debian's PostgreSQL), on 127.0.0.1:`port` and `port + 1`
 * for a proxy (TCP queues a burst of connections; a full Unix socket refuses them) and on the host's
 * Unix sockets: the replica is a base backup of the primary that follows its WAL. Once the
 * replica streams, replication is synchronous: the primary acknowledges a commit only when the
 * replica has it on disk, so promoting the replica loses no write a customer was told of (0118).
 */
const REPLICA = 'replica';

export async function startPrimaryAndReplica(host: ClusterHost, port: number, database: string) {
  const tcp = { listen_addresses: '127.0.0.1' };
  const primary = await host.create('primary', port, { ...tcp, wal_level: 'replica', max_wal_senders: '5' });
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
  const replica = await host.start(replicaDir, port + 1, {
    ...tcp,
    hot_standby: 'on',
    cluster_name: REPLICA,
  });
  await primary.queryValue(`alter system set synchronous_standby_names = '${REPLICA}'`);
  await primary.queryValue('select pg_reload_conf()');
  return {
    primary,
    replica,
    ports: { primary: port, replica: port + 1 },
    /** The replica takes writes from now on: the documented failover (README, "A fleet"). */
    promoteReplica: () => host.run('pg_ctl', [`--pgdata=${replicaDir}`, '--wait', 'promote']),
  };
}
