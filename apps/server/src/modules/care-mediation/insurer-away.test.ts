import { careMediationExample } from '@mijn/contract';
import { careMediationPaths, careMediationReferenceOf, insurerToday } from '@mijn/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careMediationRequests, keptCommands } from '../../db/schema.ts';
import { insurerAway } from '../../test/insurer-away.ts';
import { pngLike, postForm } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ insurer: insurerAway('careRequests.submitMediation') });
});
afterAll(() => t.close());

describe('POST CareMediation/* while the insurer is away', () => {
  it('receives the request, keeps it with its file to hand over, and answers its reference', async () => {
    const [token] = Object.values(await t.accessTokens(['jan.devries']));
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const today = insurerToday(t.clock.now());
    const body = careMediationExample('general-practitioner', { customerNumber: jan, today });
    const files = [pngLike('verwijsbrief.png', 4096)];
    const reply = await postForm(
      t.app,
      `/api/CareMediation/${careMediationPaths['general-practitioner']}`,
      { fields: body, files, fileField: 'Files' },
      token ?? null,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().receivedDate).toBe(today);

    const [kept] = await t.db.select().from(keptCommands);
    const input = kept?.input as { requestId: string; attachments: { storageKey: string }[] };
    expect(kept).toMatchObject({
      operation: 'careRequests.submitMediation',
      owner: jan,
      idempotencyKey: input.requestId,
    });
    expect(reply.json().reference).toBe(careMediationReferenceOf(input.requestId));
    expect(await t.storage.get(input.attachments[0]?.storageKey ?? '')).not.toBeNull();
    const [requests] = await t.db.select({ n: count() }).from(careMediationRequests);
    expect(requests?.n).toBe(0);
  });
});
