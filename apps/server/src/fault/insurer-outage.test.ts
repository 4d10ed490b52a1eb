import { serverMessages } from '@mijn/contract';
import { type InsurerPort, insurerAreas } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQuestions } from '../db/schema.ts';
import { deliverDueCommands } from '../insurer/hand-over/deliver.ts';
import { retryDelayMs } from '../insurer/hand-over/kept-rows.ts';
import { createHttpInsurer } from '../insurer/http-insurer.ts';
import { eventually } from '../local-infra/server-process.ts';
import { startInsurerService } from '../test/insurer-service.ts';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 35 part 4: the portal talks to the insurer's service over HTTP, and the service is stopped
// and started again, as a core's maintenance window does.
const SERVICE_PORT = 18950;
const apiToken = 'a-token-for-the-tests';

let t: TestApp;
let embedded: InsurerPort;
let service: { close(): Promise<void> } | undefined;
let token: string;
let rubenToken: string;
const startService = async () => {
  service = await startInsurerService(embedded, false, SERVICE_PORT);
};
beforeAll(async () => {
  t = await createTestApp({
    insurer: (simulation) => {
      embedded = simulation;
      return createHttpInsurer({ url: new URL(`http://127.0.0.1:${SERVICE_PORT}`), apiToken });
    },
  });
  await startService();
  token = (await t.loginFully('jan.devries')).accessToken;
  // He lives abroad: his insurance right is a read of the insurer's.
  rubenToken = (await t.loginFully('ruben.koster')).accessToken;
});
afterAll(async () => {
  await service?.close();
  await t.close();
});

const insuranceRight = (language = 'nl') =>
  t.app.inject({
    url: '/api/InsuranceRight',
    headers: { ...bearer(rubenToken), 'accept-language': language },
  });

describe('while the insurer service is stopped', () => {
  it('answers a read that needs it within 2 s with the message, in Dutch and English', async () => {
    expect((await insuranceRight()).statusCode).toBe(200);
    await service?.close();

    const started = performance.now();
    const dutch = await insuranceRight();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(dutch.statusCode).toBe(503);
    expect(dutch.json().message).toBe('Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.');
    const english = await insuranceRight('en');
    expect(english.statusCode).toBe(503);
    expect(english.json().message).toBe(serverMessages.insurerUnavailable.en);

    // Login is the portal's own: it works without the insurer.
    expect((await t.login('peter.jansen')).statusCode).toBe(200);
  });

  it('receives a question, hands it over once when the service is back, and reads again by itself', async () => {
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const fields = { CustomerNumber: jan, Subject: 'other', Question: 'Wordt mijn bril vergoed?' };
    const { payload, headers } = multipartPayload(fields, [pngLike('nota.png', 2048)], 'Files');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/ContactForm',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { reference } = sent.json();
    const atInsurer = () =>
      t.db.select().from(contactQuestions).where(eq(contactQuestions.reference, reference));
    expect(await atInsurer()).toEqual([]);

    await startService();
    const deps = { db: t.db, clock: t.clock, port: t.app.ctx.insurer, areas: insurerAreas, log: t.app.log };
    await eventually(
      'the kept question handed over',
      async () => {
        t.clock.advance(retryDelayMs(1));
        return (await deliverDueCommands(deps)).handedOver === 1;
      },
      30_000,
    );
    expect(await atInsurer()).toHaveLength(1);
    await eventually(
      'reads through the insurer again',
      async () => (await insuranceRight()).statusCode === 200,
      30_000,
    );
  });
});
