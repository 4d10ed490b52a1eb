import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { errorHandler } from './error-handler.ts';

it('logs an unexpected error by its kind and code, never its message (SQL, parameters, input)', async () => {
  const log = captureLog();
  const app = Fastify({ loggerInstance: log.logger });
  app.setErrorHandler(errorHandler);
  app.get('/fails', async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    throw new Error('Failed query: select * from customers where bsn = $1\nparams: 123456782,Jan de Vries', {
      cause,
    });
  });
  const reply = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();

  expect(reply.statusCode).toBe(500);
  expect(reply.json()).toEqual({
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again later.',
  });
  const text = log.text();
  expect(text).toContain('"code":"22021"');
  expect(text).toContain('error-handler.test.ts');
  for (const secret of ['select', '123456782', 'Jan de Vries', 'UTF8']) expect(text).not.toContain(secret);
});
