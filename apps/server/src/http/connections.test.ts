import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { RawConnection } from '../test/raw-http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The app listening on a free loopback port, as main.ts runs it. */
async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

function requestHead(method: string, url: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('a keep-alive connection after a refused upload', () => {
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
