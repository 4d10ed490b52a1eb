import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { demoPassword } from './db/seed/index.ts';
import { captureLog } from './test/log-capture.ts';
import { bearer, createTestApp } from './test/test-app.ts';

describe('logs', () => {
  it('redact credentials, codes and tokens wherever they appear', () => {
    const { text: logged, logger } = captureLog('trace');
    logger.info(
      {
        req: { headers: { authorization: 'Bearer secret-token', cookie: 'token=secret-cookie' } },
        body: { password: 'secret-password', verificationCode: '12345' },
        reply: { accessToken: 'secret-access', loginToken: 'secret-login' },
      },
      'something happened',
    );
    const text = logged();
    expect(text).toContain('something happened');
    for (const secret of [
      'secret-token',
      'secret-cookie',
      'secret-password',
      '12345',
      'secret-access',
      'secret-login',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('of a whole login contain requests but no password, code or token', async () => {
    const { text: logged, logger } = captureLog('trace');
    const t = await createTestApp({ logger });
    try {
      const { loginToken, accessToken } = await t.loginFully('jan.devries');
      const code = await t.latestCode('+31612345678');
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/GetAccountDetails',
        headers: bearer(accessToken),
      });
      const text = logged();
      expect(text).toContain('/api/account/validateVerificationCode');
      for (const secret of [demoPassword, `"${code}"`, loginToken, accessToken])
        expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

describe('logged request lines', () => {
  it('hold the path but not the query string, which may carry personal data', async () => {
    const { text: logged, logger } = captureLog('trace');
    const t = await createTestApp({ logger });
    try {
      await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%2B31612345678' });
      const text = logged();
      expect(text).toContain('"url":"/api/dev/outbox?…"');
      expect(text).not.toContain('31612345678');
    } finally {
      await t.close();
    }
  });
});

const clients = [
  ['203.0.113.7', '203.0.113.0'],
  ['2001:db8:1:2::7', '2001:db8:1::'],
] as const;

type Line = { msg: string; req?: { remoteAddress?: string } };
const linesOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

describe('logged client addresses', () => {
  it.each(clients)('keep only the network of %s in the request line', async (address, kept) => {
    const { text: logged, logger } = captureLog('info');
    const t = await createTestApp({ logger });
    try {
      await t.app.inject({ method: 'GET', url: '/config.json', remoteAddress: address });
      const line = linesOf(logged()).find((each) => each.msg === 'request completed');
      expect(line?.req?.remoteAddress).toBe(kept);
      expect(logged()).not.toContain(address);
    } finally {
      await t.close();
    }
  });

  it.each(clients)("keep only the network of %s in Fastify's own request lines", async (address, kept) => {
    const { text: logged, logger } = captureLog('info');
    const app = Fastify({ loggerInstance: logger });
    app.get('/', async () => ({}));
    try {
      await app.inject({ method: 'GET', url: '/', remoteAddress: address });
      const incoming = linesOf(logged()).find((line) => line.msg === 'incoming request');
      expect(incoming?.req?.remoteAddress).toBe(kept);
      expect(logged()).not.toContain(address);
    } finally {
      await app.close();
    }
  });
});

const run = promisify(execFile);

describe('the server log', () => {
  // More lines than a pipe holds at once, so most are still in the buffer when the process ends.
  const lines = 20_000;
  const script = path.join(import.meta.dirname, 'test/log-then-exit.ts');

  for (const mode of ['exit', 'throw'] as const) {
    it(`keeps every line, the last one too, when the process ends at once (${mode})`, async () => {
      const ended = await run(process.execPath, ['--import', 'tsx', script, mode, String(lines)], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { code: number; stdout: string }) => error);
      expect('code' in ended && ended.code).toBe(1);
      const written = ended.stdout.trim().split('\n');
      expect(written).toHaveLength(lines + 1);
      expect(JSON.parse(written.at(-1) ?? '{}')).toMatchObject({ msg: 'the last line', line: lines + 1 });
    });
  }
});
