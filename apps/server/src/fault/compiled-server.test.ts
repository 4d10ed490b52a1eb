import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import {
  compiledEntry,
  launchServer,
  type ServerProcess,
  sourceEntry,
  stopServer,
} from '../local-infra/server-process.ts';
import { freshDataDir } from './data-folder.ts';
import { logIn } from './portal-client.ts';
import { productionSettings } from './production-settings.ts';

const run = promisify(execFile);

let server: ServerProcess | undefined;
const folders: { remove(): Promise<void> }[] = [];
beforeAll(() =>
  run(process.execPath, ['--import', 'tsx', 'apps/server/scripts/build.ts'], { cwd: repoRoot }),
);
afterAll(async () => {
  await stopServer(server);
  await Promise.all(folders.map((folder) => folder.remove()));
});

async function dataDir(): Promise<string> {
  const folder = await freshDataDir();
  folders.push(folder);
  return folder.dir;
}

describe('the compiled server', () => {
  it('runs as plain JavaScript: content, stored PDFs and the readability workers work without tsx', async () => {
    server = launchServer({ DATA_DIR: await dataDir() }, compiledEntry);
    const url = await server.listening;

    const menu = await fetch(`${url}/frontend-content/menu/menu.json`);
    expect(menu.status).toBe(200);
    const token = await logIn(url, 'jan.devries');
    const { customerNumber } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    // A PDF the compiled server draws with its fonts, then scored by its compiled worker.
    const card = await fetch(`${url}/api/InsuranceCard/Download?customerNumber=${customerNumber}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(card.headers.get('content-type')).toBe('application/pdf');
    const bill = await card.arrayBuffer();
    const form = new FormData();
    form.append('files', new Blob([bill], { type: 'application/pdf' }), 'nota.pdf');
    const scored = await fetch(`${url}/api/Declaration/ValidateAttachmentsReadability`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(await scored.json()).toEqual([{ fileName: 'nota.pdf', readabilityScore: 2 }]);
    await stopServer(server);
  });

  it('refuses production on the embedded database and local disk, saying what to set', async () => {
    server = launchServer({ ...productionSettings, DATA_DIR: await dataDir() }, compiledEntry);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain(
      "Refusing to start in production: the embedded database (PGlite) is this process's own (set DATABASE_URL to PostgreSQL); " +
        "stored files on local disk are this process's own (set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).",
    );
  });

  it('refuses production through the TypeScript loader, naming the command that runs the compiled one', async () => {
    const fromSource = launchServer({ ...productionSettings, DATA_DIR: await dataDir() }, sourceEntry);
    expect(await fromSource.exited).toEqual({ code: 1, signal: null });
    expect(fromSource.output()).toContain('node apps/server/dist/main.js');
  });
});
