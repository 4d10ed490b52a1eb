import { request } from 'node:http';
import { addDays, insurerToday } from '@mijn/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/client.ts';
import { claimSubmissions, declarationBills, documents } from '../db/schema.ts';
import { referencedStorageKeys } from '../jobs/sweep-files.ts';
import { eventually, type ServerProcess } from '../local-infra/server-process.ts';
import { pngLike } from '../test/multipart.ts';
import { openDataDir, storedFiles } from './data-folder.ts';
import { serversOnAFreshFolder } from './fresh-folder-servers.ts';
import { claimPayload, findTim, listDeclarations, logIn, submitClaim } from './portal-client.ts';

const CLAIMS = 12;
const folder = serversOnAFreshFolder();

/** Claims are due an hour after they are sent: none while the first server is sending, however slow. */
const HANDLING_DELAY_SECONDS = 3600;

/**
 * A server on the folder. `later` ones run a minute past the handling delay ahead of the real clock,
 * so every claim the first one took is due when they start.
 */
function launch(when: 'first' | 'later', env: Record<string, string> = {}): ServerProcess {
  const ahead = (HANDLING_DELAY_SECONDS + 60) * 1000;
  return folder.launch({
    CLAIM_HANDLING_DELAY_SECONDS: String(HANDLING_DELAY_SECONDS),
    ...(when === 'later' ? { CLOCK_START: new Date(Date.now() + ahead).toISOString() } : {}),
    ...env,
  });
}

async function start(when: 'first' | 'later'): Promise<ServerProcess & { url: string }> {
  const server = launch(when);
  return { ...server, url: await server.listening };
}

/** Sends the head of a claim upload with half its file and keeps the request open. */
function startUploadAndStall(url: string, token: string, customerNumber: string, date: string) {
  const { payload, headers } = claimPayload(customerNumber, date, 99, pngLike('groot.png', 4 * 1024 * 1024));
  const upload = request(`${url}/api/Declaration`, {
    method: 'POST',
    headers: { ...headers, 'content-length': payload.length, authorization: `Bearer ${token}` },
  });
  upload.on('error', () => undefined); // the server is killed under it
  upload.write(payload.subarray(0, payload.length / 2));
  return upload;
}

/**
 * Resolves as the server's debug log reports its `count`-th claim taken: at once, not on a poll's
 * next turn, so that the claim is still being handled when the caller acts.
 */
function claimTaken(server: ServerProcess, count: number): Promise<void> {
  const taken = () => server.output().split('"msg":"claim taken"').length - 1 >= count;
  return new Promise((resolve) => {
    const check = () => {
      if (!taken()) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

async function handledCount(url: string, token: string, year: number, ids: string[]): Promise<number> {
  const declarations = await listDeclarations(url, token, year);
  return declarations.filter((row) => ids.includes(row.declarationId) && row.status === 0).length;
}

async function assertConsistent(connection: DatabaseConnection, ids: string[]) {
  const { db } = connection;
  const submissions = await db.select().from(claimSubmissions);
  expect(submissions.filter((row) => row.handledAt === null)).toEqual([]);
  expect(submissions.filter((row) => ids.includes(row.declarationId))).toHaveLength(ids.length);
  for (const id of ids) {
    expect(
      await db.select().from(declarationBills).where(eq(declarationBills.declarationId, id)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(documents)
        .where(eq(documents.name, `Afhandeling declaratie ${id}`)),
    ).toHaveLength(1);
  }
  const files = await storedFiles(folder.dir());
  const referenced = await referencedStorageKeys(db);
  expect(files.filter((key) => key.endsWith('.tmp'))).toEqual([]);
  expect(files.filter((key) => /^(uploads|documents)\//.test(key) && !referenced.has(key))).toEqual([]);
  const letters = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(
      inArray(
        documents.name,
        ids.map((id) => `Afhandeling declaratie ${id}`),
      ),
    );
  expect(letters.map((row) => row.key).filter((key) => !key || !files.includes(key))).toEqual([]);
}

// The embedded database's faults: the root vitest config runs this file in the PGlite project only.
describe('kill -9 during a claim upload and during claim handling', () => {
  it('after a restart nothing is lost, nothing is handled twice and no file is left over', async () => {
    const date = addDays(insurerToday(new Date()), -3);
    const year = Number(date.slice(0, 4));

    // 1. Claims are stored, then the server dies under an upload, before the claims are due.
    const first = await start('first');
    const token = await logIn(first.url, 'jan.devries');
    const tim = await findTim(first.url, token);
    const ids: string[] = [];
    for (let index = 0; index < CLAIMS; index++) {
      const file = pngLike(`nota-${index}.png`, 4096 + index);
      ids.push(await submitClaim(first.url, token, claimPayload(tim, date, 10 + index, file)));
    }
    const upload = startUploadAndStall(first.url, token, tim, date);
    await eventually('the upload to reach the disk', async () =>
      (await storedFiles(folder.dir())).some((key) => key.endsWith('.tmp')),
    );
    first.child.kill('SIGKILL');
    await first.exited;
    upload.destroy();

    // 2. The next server finds them all due and handles them one by one in one run. It dies holding
    // its second claim: one is handled, the next taken (its log says so) and not yet committed.
    const second = launch('later', { LOG_LEVEL: 'debug' });
    await second.listening;
    await claimTaken(second, 2);
    second.child.kill('SIGKILL');
    await second.exited;
    // 3. The third server handles the rest, once each, and leaves no file behind.
    const third = await start('later');
    const thirdToken = await logIn(third.url, 'jan.devries');
    await eventually(
      'every claim to be handled after the restart',
      async () => (await handledCount(third.url, thirdToken, year, ids)) === CLAIMS,
      45_000,
    );
    // It found the claim the second server was handling when it died, and freed it at once.
    expect(third.output()).toMatch(
      /"released":[1-9]\d*,"msg":"claims a stopped server was handling are due again"/,
    );
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });

    const connection = await openDataDir(folder.dir());
    try {
      await assertConsistent(connection, ids);
    } finally {
      await connection.close();
    }
  }, 180_000);
});
