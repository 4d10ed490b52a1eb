import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { RawConnection } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRAIN_LIMITS } from './lingering-close.ts';

/** The app listening on a free loopback port, as serve.ts runs it. */
async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

function requestHead(method: string, url: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

type UploadOutcome = { status: number; body: string } | { error: string };

/** Uploads posted at once by Node's fetch on a thread of its own (test/upload-client-worker.mjs). */
async function uploadAtOnce(
  url: string,
  token: string,
  uploads: { field: string; fileName: string; bytes: number }[],
): Promise<UploadOutcome[]> {
  const worker = new Worker(new URL('../test/upload-client-worker.mjs', import.meta.url), {
    workerData: { url, token, uploads },
  });
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('an upload refused before its body was read', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.loginFully('jan.devries')).accessToken;
    port = await listening(t);
  });
  afterAll(() => t.close());

  it('answers the next request, or tells the client it closes and does', async () => {
    const mb = 1024 * 1024;
    const { payload, headers } = multipartPayload({}, [pngLike('a.png', 11 * mb), pngLike('b.png', 11 * mb)]);
    const connection = await RawConnection.open(port);
    const auth = { authorization: `Bearer ${token}` };
    connection.write(
      requestHead('POST', '/api/Declaration/ValidateAttachmentsReadability', {
        ...auth,
        'content-type': headers['content-type'],
        'content-length': payload.length,
      }),
    );
    connection.write(payload);
    const refused = await connection.response();
    expect(refused?.status).toBe(413);
    expect(JSON.parse(refused?.body ?? '{}')).toMatchObject({ statusCode: 413 });

    connection.write(requestHead('GET', '/api/Agreement/GetYearForOfferedAgreement', auth));
    const next = await connection.response();
    if (next === null) {
      expect(refused?.headers.connection).toBe('close');
    } else {
      expect(next.status).toBe(200);
    }
    connection.close();
  }, 20_000);

  it('gives each of 20 clients still sending its body the 400 and its message, not a reset', async () => {
    const url = `http://127.0.0.1:${port}/api/Declaration/ValidateAttachmentsReadability`;
    const bytes = 4 * 1024 * 1024;
    const uploads = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? { field: 'files', fileName: `nota-${index}.exe`, bytes }
        : { field: 'bijlage', fileName: `nota-${index}.png`, bytes },
    );
    // A reset reached about one client in ten before: three rounds make its absence telling.
    for (let round = 0; round < 3; round++) {
      const outcomes = await uploadAtOnce(url, token, uploads);
      expect(outcomes).toEqual(
        uploads.map(({ field, fileName }) => ({
          status: 400,
          body: JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message:
              field === 'files'
                ? `File type not allowed: ${fileName}`
                : 'Unexpected file field bijlage; files go in "files"',
          }),
        })),
      );
    }
  }, 120_000);

  /** Headers and the start of an upload whose file part is refused at once, announcing 1 GB of body. */
  function refusedUploadStart(): string {
    const boundary = 'endless';
    const head = requestHead('POST', '/api/Declaration/ValidateAttachmentsReadability', {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': 1024 ** 3,
    });
    return `${head}--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.exe"\r\n\r\n`;
  }

  /** Writes `chunk` every `everyMs` until the server closes the connection; answers the bytes sent. */
  async function keepSending(connection: RawConnection, chunk: Buffer, everyMs: number): Promise<number> {
    let sent = 0;
    while (!connection.closed) {
      connection.write(chunk);
      sent += chunk.length;
      await sleep(everyMs);
    }
    return sent;
  }

  it('cuts off a client that keeps sending fast once a whole upload more has arrived', async () => {
    const connection = await RawConnection.open(port, { allowHalfOpen: true });
    connection.write(refusedUploadStart());
    const sending = keepSending(connection, Buffer.alloc(256 * 1024), 1);
    const refused = await connection.response();
    expect(refused?.status).toBe(400);
    expect(refused?.headers.connection).toBe('close');
    const sent = await sending;
    expect(sent).toBeGreaterThan(DRAIN_LIMITS.bytes);
    // What was in flight when the server cut it off, on top of what it read.
    expect(sent).toBeLessThan(DRAIN_LIMITS.bytes * 2);
  }, 60_000);

  it('cuts off a client that keeps sending slowly once the drain time is up', async () => {
    const connection = await RawConnection.open(port, { allowHalfOpen: true });
    const started = performance.now();
    connection.write(refusedUploadStart());
    const sending = keepSending(connection, Buffer.alloc(1024), 50);
    const refused = await connection.response();
    expect(refused?.status).toBe(400);
    expect(JSON.parse(refused?.body ?? '{}').message).toBe('File type not allowed: a.exe');
    const sent = await sending;
    expect(sent).toBeLessThan(DRAIN_LIMITS.bytes);
    expect(performance.now() - started).toBeGreaterThanOrEqual(DRAIN_LIMITS.ms);
    // The drain time and a busy machine's slack; the request timeout (60 s) would be far later.
    expect(performance.now() - started).toBeLessThan(DRAIN_LIMITS.ms + 10_000);
  }, 60_000);
});

describe('a client that sends too slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { requestTimeoutSeconds: 2, headersTimeoutSeconds: 1 } });
    port = await listening(t);
  });
  afterAll(() => t.close());

  it('loses the connection when its headers do not arrive in time', async () => {
    const connection = await RawConnection.open(port);
    connection.write('GET /api/News HTTP/1.1\r\nhost: localhost\r\n');
    const reply = await connection.response();
    expect(reply === null || reply.status === 408).toBe(true);
    await connection.whenClosed;
  }, 15_000);

  it('loses the connection when its body does not arrive in time', async () => {
    const connection = await RawConnection.open(port);
    connection.write(
      requestHead('POST', '/api/account/login', {
        'content-type': 'application/json',
        'content-length': 1000,
      }),
    );
    connection.write('{"username":');
    const reply = await connection.response();
    expect(reply === null || reply.status === 408).toBe(true);
    await connection.whenClosed;
  }, 15_000);
});
