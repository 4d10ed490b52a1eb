import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { eventually } from '../local-infra/server-process.ts';
import { serversOnAFreshFolder } from './fresh-folder-servers.ts';

const folder = serversOnAFreshFolder();
const launch = () => folder.launch();

/** A request whose body never finishes: the server stays busy with it. */
function stalledUpload(url: string) {
  const upload = request(`${url}/api/Declaration`, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': 1_000_000 },
  });
  upload.on('error', () => undefined);
  upload.write('--x\r\nContent-Disposition: form-data; name="IsAbroad"\r\n\r\nfalse\r\n');
  return upload;
}

// The embedded database's faults: the root vitest config runs this file in the PGlite project only.
describe('one server per data folder', () => {
  it('refuses a second server on the same DATA_DIR with a clear message; SIGTERM stops the first even when busy', async () => {
    const first = launch();
    const url = await first.listening;

    const second = launch();
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.output()).toContain(
      `DATA_DIR ${folder.dir()} is in use by another server (pid ${first.child.pid}`,
    );
    expect(second.output()).toContain('Stop that server first, or give this one its own DATA_DIR.');
    expect((await fetch(`${url}/config.json`)).status).toBe(200);

    // SIGTERM stops it even while a request never finishes: after the deadline, with a log line.
    const upload = stalledUpload(url);
    await eventually('the server to be reading the upload', async () =>
      first.output().includes('/api/Declaration'),
    );
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 1, signal: null });
    expect(Date.now() - signalled).toBeLessThan(20_000);
    expect(first.output()).toContain('shutdown did not finish in time; exiting');
    upload.destroy();
  }, 90_000);
});
