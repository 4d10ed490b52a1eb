import { describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { createTestApp } from '../test/test-app.ts';
import { lazyRequestLogger } from './request-logger.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a request logger', () => {
  it('writes what pino would write, with the request id, at the levels the logger writes', () => {
    const { text, logger } = captureLog('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-7' }, {});
    log.info('not written');
    log.debug({ detail: 1 }, 'not written either');
    log.warn({ detail: 2 }, 'written');
    log.error(new Error('broken'), 'also written');
    const written = lines(text());
    expect(written.map((line) => [line.reqId, line.msg, line.level])).toEqual([
      ['req-7', 'written', 40],
      ['req-7', 'also written', 50],
    ]);
    expect(written[0]?.detail).toBe(2);
    expect(log.level).toBe('warn');
  });

  it('keeps the redaction of the logger it comes from, and makes children of its own', () => {
    const { text, logger } = captureLog('info');
    const log = lazyRequestLogger(logger, { reqId: 'req-8' }, {});
    log.child({ part: 'upload' }).info({ req: { headers: { authorization: 'Bearer secret' } } }, 'line');
    const [line] = lines(text());
    expect(line?.reqId).toBe('req-8');
    expect(line?.part).toBe('upload');
    expect(text()).not.toContain('secret');
  });

  it('of a route with a level of its own is pino child at once', () => {
    const { text, logger } = captureLog('warn');
    const log = lazyRequestLogger(logger, { reqId: 'req-9' }, { level: 'info' });
    log.info('written at the route level');
    expect(lines(text()).map((line) => line.msg)).toEqual(['written at the route level']);
  });
});

describe('request lines', () => {
  it('are one per request, with what was asked, the status, the time and the request id', async () => {
    const { text, logger } = captureLog('info');
    const t = await createTestApp({ logger });
    try {
      await t.app.inject({ method: 'GET', url: '/config.json' });
      await t.app.inject({ method: 'GET', url: '/config.json' });
      const requestLines = lines(text()).filter((line) => line.reqId !== undefined);
      const ids = new Set(requestLines.map((line) => line.reqId));
      expect(requestLines.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
      expect(requestLines[0]).toMatchObject({
        req: { method: 'GET', url: '/config.json' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(ids.size).toBe(2);
    } finally {
      await t.close();
    }
  });
});
