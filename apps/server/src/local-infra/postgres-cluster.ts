import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { repoRoot } from '../config.ts';

const exec = promisify(execFile);

/** initdb refuses root: as root the clusters belong to the postgres user, as in .ci/run. */
const clusterOwner = process.getuid?.() === 0 ? 'postgres' : undefined;

/** The bin folder of Debian's newest installed PostgreSQL, the one .ci/run chooses, else pg_config's. */
async function postgresBin(): Promise<string> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => []);
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (newest) return `/usr/lib/postgresql/${newest}/bin`;
  const configured = await exec('pg_config', ['--bindir']).catch(() => ({ stdout: '' }));
  if (configured.stdout.trim()) return configured.stdout.trim();
  throw new Error('No PostgreSQL programs in /usr/lib/postgresql nor from pg_config (.ci/run installs them)');
}

/** A quoted value of postgresql.conf. */
const confValue = (value: string) => `'${value.replaceAll("'", "''")}'`;

export interface Cluster {
  dataDir: string;
  /** A connection URL over the cluster's Unix socket, for the portal and for libpq's tools. */
  url(database?: string): string;
  /** Runs `sql` as the cluster's superuser in `database`; the first value of its first row. */
  queryValue<Value>(sql: string, database?: string): Promise<Value | undefined>;
  /** `immediate` is a crash as far as the data is concerned: no checkpoint, no goodbye to replicas. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

/**
 * A temporary folder owned by the clusters' owner, holding their data folders, their Unix sockets
 * (no TCP port: nothing to collide with on a shared machine) and a copy of ops/backup, which the
 * owner may run even where the checkout is private to another user.
 */
export async function clusterHost() {
  const bin = await postgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'mijn-clusters-'));
  await cp(path.join(repoRoot, 'ops/backup'), path.join(dir, 'ops'), { recursive: true });
  if (clusterOwner) await exec('chown', ['-R', clusterOwner, dir]);
  const started: Cluster[] = [];

  /** Runs one of PostgreSQL's programs or an ops/backup script as the clusters' owner; its stdout. */
  async function run(command: string, args: string[]): Promise<string> {
    const withPath = [`PATH=${bin}:${process.env.PATH}`, command, ...args];
    const { stdout } = clusterOwner
      ? await exec('runuser', ['-u', clusterOwner, '--', 'env', ...withPath], { cwd: dir })
      : await exec('env', withPath, { cwd: dir });
    return stdout;
  }

  /** Starts the data folder's cluster on the Unix socket `port` with `settings` on top of its own. */
  async function start(dataDir: string, port: number, settings: Record<string, string>): Promise<Cluster> {
    const lines = Object.entries({ listen_addresses: '', unix_socket_directories: dir, port, ...settings });
    await appendFile(
      path.join(dataDir, 'postgresql.auto.conf'),
      lines.map(([name, value]) => `${name} = ${confValue(String(value))}\n`).join(''),
    );
    const log = `${dataDir}.log`;
    await run('pg_ctl', ['--pgdata', dataDir, '--log', log, '--wait', '--timeout=60', 'start']).catch(
      async (error: Error) => {
        throw new Error(`${error.message}\n${await readFile(log, 'utf8').catch(() => '')}`);
      },
    );
    const cluster: Cluster = {
      dataDir,
      url: (database = 'postgres') =>
        `postgres://postgres@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`,
      async queryValue(sql, database = 'postgres') {
        const client = new pg.Client({ host: dir, port, user: 'postgres', database });
        await client.connect();
        try {
          const { rows } = await client.query({ text: sql, rowMode: 'array' });
          return rows[0]?.[0];
        } finally {
          await client.end();
        }
      },
      stop: (mode = 'fast') =>
        run('pg_ctl', ['--pgdata', dataDir, `--mode=${mode}`, 'stop']).then(() => undefined),
    };
    started.push(cluster);
    return cluster;
  }

  return {
    dir,
    run,
    start,
    /** The path of an ops/backup script in the copy the clusters' owner runs. */
    script: (name: string) => path.join(dir, 'ops', name),
    /** A new cluster (initdb, trusting local connections) started with `settings`. */
    async create(name: string, port: number, settings: Record<string, string> = {}): Promise<Cluster> {
      const dataDir = path.join(dir, name);
      await run('initdb', ['--pgdata', dataDir, '--username=postgres', '--auth=trust', '--no-sync']);
      return start(dataDir, port, settings);
    },
    /** Stops every cluster it started and removes the folder. */
    async remove(): Promise<void> {
      for (const cluster of started) await cluster.stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type ClusterHost = Awaited<ReturnType<typeof clusterHost>>;
