import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually, launchServer, type ServerProcess, stopServer } from '../local-infra/server-process.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { freshDataDir } from './data-folder.ts';
import { logIn } from './portal-client.ts';

// The root vitest config runs this file only in the server-postgres project, which has the URL.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error('The database outage test needs TEST_DATABASE_URL (the server-postgres project)');

/** Runs SQL as the PostgreSQL server's admin, outside the portal's database. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Requests in a loop from a few clients, recording each answer (or 'no answer') by phase. */
function load(url: string, token: string) {
  const answers: { phase: string; status: number | 'no answer' }[] = [];
  let phase = 'up';
  let running = true;
  const client = async () => {
    while (running) {
      const status = await fetch(`${url}/api/Declaration/GetDeclarationsPreview`, {
        headers: { authorization: `Bearer ${token}` },
        // One request that waits long must not keep its client from asking again.
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (reply) => {
          await reply.arrayBuffer();
          return reply.status;
        },
        () => 'no answer' as const,
      );
      answers.push({ phase, status });
    }
  };
  const clients = Promise.all([client(), client(), client()]);
  return {
    answers,
    enter(next: string) {
      phase = next;
    },
    seen: (wanted: string, status: number) => answers.some((a) => a.phase === wanted && a.status === status),
    async stop() {
      running = false;
      await clients;
    },
  };
}

describe('the database gone and back under load (PostgreSQL)', () => {
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let folder: Awaited<ReturnType<typeof freshDataDir>> | undefined;
  afterAll(async () => {
    await stopServer(server);
    await database?.drop();
    await folder?.remove();
  });

  it('answers 5xx without crashing while the database is gone, and serves again when it is back', async () => {
    database = await createPostgresDatabase(serverUrl ?? '');
    const name = new URL(database.url).pathname.slice(1);
    folder = await freshDataDir();
    server = launchServer({ DATABASE_URL: database.url, DATA_DIR: folder.dir });
    const url = await server.listening;
    const traffic = load(url, await logIn(url, 'jan.devries'));
    await eventually('answers while the database is up', async () => traffic.seen('up', 200));

    traffic.enter('gone');
    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
    // On a busy CI machine (the fleet drills run beside this file) the first error may take a while.
    await eventually(
      'errors while the database is gone',
      async () =>
        traffic.answers.some((a) => a.phase === 'gone' && a.status !== 200 && a.status !== 'no answer'),
      60_000,
    );
    expect(server.child.exitCode).toBeNull();

    await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    traffic.enter('back');
    await eventually('answers again once the database is back', async () => traffic.seen('back', 200));
    await traffic.stop();

    const statuses = new Set(traffic.answers.map((a) => a.status));
    expect([...statuses].filter((status) => ![200, 500, 503].includes(status as number))).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 150_000);
});
