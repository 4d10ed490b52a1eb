import { execFile } from 'node:child_process';
import { access, chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { startS3Server } from '../local-infra/s3-server.ts';
import {
  compiledEntry,
  eventually,
  launchServer,
  type ServerProcess,
  stopServer,
} from '../local-infra/server-process.ts';
import { createPostgresDatabase } from '../test/test-database.ts';
import { productionSettings } from './production-settings.ts';

// PostgreSQL only (vitest.config.ts): production refuses the embedded database.
const run = promisify(execFile);

/** The image runs as `node`; here, as root, the server drops to nobody, as any other user it stays. */
const notRoot = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

let folder: string;
let image: string;
let server: ServerProcess | undefined;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mijn-image-'));
  await chmod(folder, 0o755);
  image = path.join(folder, 'app');
  await run('bash', ['ops/container/stage.sh', image], { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  // Nothing in the tree is writable, as on a read-only root file system; /tmp is the server's.
  await run('chmod', ['-R', 'a-w', image]);
}, 600_000);
afterAll(async () => {
  await stopServer(server);
  for (const close of closers) await close();
  await run('chmod', ['-R', 'u+w', folder]);
  await rm(folder, { recursive: true, force: true });
});

async function productionServer(): Promise<ServerProcess> {
  const s3 = await startS3Server('mijn-image');
  closers.push(s3.close);
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
  closers.push(database.drop);
  const temporary = await mkdtemp(path.join(tmpdir(), 'mijn-image-tmp-'));
  await chmod(temporary, 0o1777);
  closers.push(() => rm(temporary, { recursive: true, force: true }));
  return launchServer(
    {
      ...productionSettings,
      DATABASE_URL: database.url,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      TMPDIR: temporary,
      HOME: temporary,
    },
    compiledEntry,
    { cwd: image, ...notRoot },
  );
}

const healthcheck = (port: string) =>
  run(process.execPath, ['ops/container/healthcheck.mjs'], { cwd: image, env: { PORT: port } }).then(
    () => 0,
    (failed: { code: number }) => failed.code,
  );

describe("the image's tree (ops/container/stage.sh)", () => {
  it('serves production read-only and not as root: ready, the login page, the app, the healthcheck', async () => {
    server = await productionServer();
    const url = await server.listening;
    const port = new URL(url).port;

    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    const ready = await eventually('readiness', async () => {
      const answer = await fetch(`${url}/health/ready`);
      return answer.status === 200 && answer.json();
    });
    expect(ready).toMatchObject({ status: 'ready', failed: [] });
    const login = await fetch(`${url}/inloggen`, { headers: { accept: 'text/html' } });
    expect(login.status).toBe(200);
    // Painted on the server by dist-ssr with the web's packages, not the empty shell.
    expect(await login.text()).toMatch(/<form/);
    expect((await fetch(`${url}/config.json`)).status).toBe(200);
    expect(await healthcheck(port)).toBe(0);

    await stopServer(server);
    expect(await healthcheck(port)).toBe(1);
  });

  it('holds the runtime packages and none of the tools that build or test it', async () => {
    const installed = await readdir(path.join(image, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['fastify', 'react-dom', 'pg']));
    for (const tool of ['vitest', 'vite', '@biomejs', '@playwright', 'drizzle-kit']) {
      expect(installed).not.toContain(tool);
    }
    await expect(access(path.join(image, 'apps/server/src/db/migrations/meta/_journal.json'))).resolves.toBe(
      undefined,
    );
  });
});
