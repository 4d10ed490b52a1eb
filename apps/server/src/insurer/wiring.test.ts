import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { memoryStorage } from '../storage/memory-storage.ts';
import { composeInsurer } from './wiring.ts';

const asked: { path: string | undefined; authorization: string | undefined }[] = [];
const service = createServer((request, response) => {
  asked.push({ path: request.url, authorization: request.headers.authorization });
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
});
let url: URL;
beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(service.address() as AddressInfo).port}`);
});
afterAll(() => new Promise((resolve) => service.close(resolve)));

// No database: with INSURER_URL nothing of the simulation runs in the portal, so none is touched.
const noDatabase = new Proxy({} as Db, {
  get() {
    throw new Error('the HTTP adapter touched the database');
  },
});

describe('composeInsurer with INSURER_URL', () => {
  it("asks the insurer's service, with the token, and nothing in this process", async () => {
    const insurer = composeInsurer({
      db: noDatabase,
      storage: memoryStorage(),
      settings: { url, apiToken: 'the-token' },
    });
    expect(await insurer.health.status({})).toEqual({ status: 'ok' });
    expect(asked).toEqual([{ path: '/v1/health/status?input=%7B%7D', authorization: 'Bearer the-token' }]);
  });
});
