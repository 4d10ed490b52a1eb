import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { referencedStorageKeys } from '../jobs/sweep-files.ts';
import { type Cluster, type ClusterHost, clusterHost } from '../local-infra/postgres-cluster.ts';
import { eventually, launchServer, type ServerProcess, stopServer } from '../local-infra/server-process.ts';
import { streamClaims } from './claim-stream.ts';
import { freshDataDir, storedFiles } from './data-folder.ts';
import { findTim, listDeclarations, logIn } from './portal-client.ts';

const exec = promisify(execFile);

let host: ClusterHost;
let primary: Cluster;
let archive: string;
const servers: ServerProcess[] = [];
const folders: Awaited<ReturnType<typeof freshDataDir>>[] = [];

/**
 * A portal on `databaseUrl` with a data folder of its own, its stored files unpacked from
 * `filesTar` when given. Claims are due an hour after they are sent: none is handled in the drill.
 */
async function startPortal(databaseUrl: string, filesTar?: string) {
  const folder = await freshDataDir();
  folders.push(folder);
  if (filesTar) {
    await mkdir(path.join(folder.dir, 'files'));
    await exec('tar', ['--extract', '--file', filesTar, '--directory', path.join(folder.dir, 'files')]);
  }
  const server = launchServer({
    CLAIM_HANDLING_DELAY_SECONDS: '3600',
    DATABASE_URL: databaseUrl,
    DATA_DIR: folder.dir,
  });
  servers.push(server);
  return { url: await server.listening, dir: folder.dir };
}

let portal: Awaited<ReturnType<typeof startPortal>>;
let token: string;
let tim: string;

beforeAll(async () => {
  host = await clusterHost();
  archive = path.join(host.dir, 'wal-archive');
  await host.run('mkdir', [archive]);
  // No archive_timeout: the drill ends a WAL segment itself, as an operator's restore test does.
  primary = await host.create('primary', 5432, {
    archive_mode: 'on',
    archive_command: `${host.script('archive-wal.sh')} %p %f ${archive}`,
  });
  portal = await startPortal(primary.url());
  token = await logIn(portal.url, 'jan.devries');
  tim = await findTim(portal.url, token);
}, 60_000);

afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await host?.remove();
  for (const folder of folders) await folder.remove();
});

/** Waits until `stream` has had `count` more claims acknowledged. */
async function moreClaims(stream: ReturnType<typeof streamClaims>, count: number, what: string) {
  const before = stream.acknowledged().length;
  await eventually(what, async () => stream.acknowledged().length >= before + count);
}

/** The primary portal's stored files, packed by ops/backup as an operator would (not as the clusters' owner). */
async function backUpFiles(name: string): Promise<string> {
  const tar = path.join(host.dir, name);
  await exec(path.join(repoRoot, 'ops/backup/files-backup.sh'), [path.join(portal.dir, 'files'), tar]);
  return tar;
}

/** The stored files the database's rows point to that the data folder lacks. */
async function missingFiles(databaseUrl: string, dataDir: string): Promise<string[]> {
  const connection = await openDatabase({ databaseUrl, dataDir: null });
  try {
    const files = new Set(await storedFiles(dataDir));
    return [...(await referencedStorageKeys(connection.db))].filter((key) => !files.has(key));
  } finally {
    await connection.close();
  }
}

/** Starts a portal on a restored database and files, as its users would find it. */
async function portalOnRestore(databaseUrl: string, filesTar: string, year: number) {
  const restored = await startPortal(databaseUrl, filesTar);
  const ready = await fetch(`${restored.url}/health/ready`);
  const restoredToken = await logIn(restored.url, 'jan.devries');
  const declarations = await listDeclarations(restored.url, restoredToken, year);
  return {
    ready: ready.status,
    listed: new Set(declarations.map((row) => row.declarationId)),
    missingFiles: await missingFiles(databaseUrl, restored.dir),
  };
}

describe('the backup and restore drill of ops/backup (PostgreSQL)', () => {
  it('restores a base backup and archived WAL to a moment amid a stream of claims: every claim acknowledged before it, none sent after', async () => {
    const stream = streamClaims(portal.url, token, tim);
    await moreClaims(stream, 3, 'claims before the backup');
    const backup = path.join(host.dir, 'base-backup');
    const backupEnd = await host.run(host.script('base-backup.sh'), [backup, '--dbname', primary.url()]);
    // Claims after the backup's end come back only from the archived WAL.
    await moreClaims(stream, 3, 'claims after the backup');

    // The point: PostgreSQL's clock once these claims were acknowledged, before any later one was sent.
    const acknowledgedBefore = stream.acknowledged();
    const point = await primary.queryValue<string>('select clock_timestamp()::text');
    stream.cut();
    // The files after the database's point, while claims still come in.
    const filesTar = await backUpFiles('files-pitr.tar');
    await eventually('claims sent after the point', async () => stream.sentAfterCut().length >= 2);
    await stream.stop();

    // The WAL past the point, ended and archived.
    const segment = await primary.queryValue<string>('select pg_walfile_name(pg_switch_wal())');
    await eventually('the last segment to be archived', async () =>
      existsSync(path.join(archive, segment ?? '')),
    );

    const data = path.join(host.dir, 'restored');
    await host.run(host.script('restore-pitr.sh'), [backup, archive, data, point ?? '']);
    // A drill never writes into the live cluster's archive.
    const restored = await host.start(data, 5433, { archive_mode: 'off' });
    await eventually(
      'recovery to reach the point and the cluster to open',
      async () => (await restored.queryValue<boolean>('select pg_is_in_recovery()')) === false,
    );
    const found = await portalOnRestore(restored.url(), filesTar, stream.year);

    expect(backupEnd.trim()).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(found.ready).toBe(200);
    expect(acknowledgedBefore.filter((id) => !found.listed.has(id))).toEqual([]);
    expect(stream.sentAfterCut().filter((id) => found.listed.has(id))).toEqual([]);
    expect(found.missingFiles).toEqual([]);
  }, 120_000);

  it('restores a pg_dump taken amid a stream of claims into an empty database: every claim acknowledged before it, none sent after', async () => {
    const stream = streamClaims(portal.url, token, tim);
    await moreClaims(stream, 3, 'claims before the dump');
    // pg_dump reads one snapshot, taken as it starts: after every claim acknowledged so far.
    const acknowledgedBefore = stream.acknowledged();
    const dump = path.join(host.dir, 'portal.dump');
    await host.run(host.script('dump.sh'), [dump, primary.url()]);
    stream.cut();
    const filesTar = await backUpFiles('files-dump.tar');
    await eventually('claims sent after the dump', async () => stream.sentAfterCut().length >= 2);
    await stream.stop();

    await primary.queryValue('create database from_dump');
    await host.run(host.script('restore-dump.sh'), [dump, primary.url('from_dump')]);
    const found = await portalOnRestore(primary.url('from_dump'), filesTar, stream.year);

    expect(found.ready).toBe(200);
    expect(acknowledgedBefore.filter((id) => !found.listed.has(id))).toEqual([]);
    expect(stream.sentAfterCut().filter((id) => found.listed.has(id))).toEqual([]);
    expect(found.missingFiles).toEqual([]);
  }, 60_000);
});
