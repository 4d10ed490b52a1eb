import { insurerToday, treatmentAbroadPaths, treatmentAbroadReferenceOf } from '@mijn/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCommands, treatmentAbroadRequests } from '../../db/schema.ts';
import { insurerAway } from '../../test/insurer-away.ts';
import { pngLike, postForm } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { treatmentAbroadRequest } from '../../test/treatment-abroad.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ insurer: insurerAway('careRequests.submitTreatmentAbroad') });
});
afterAll(() => t.close());

describe('POST TreatmentAbroad/* while the insurer is away', () => {
  it('receives the request, keeps its facts and file to hand over, and answers its reference', async () => {
    const [token] = Object.values(await t.accessTokens(['jan.devries']));
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const today = insurerToday(t.clock.now());
    const body = treatmentAbroadRequest('kidney-dialysis', jan, today);
    const files = [pngLike('offerte.png', 4096)];
    const reply = await postForm(
      t.app,
      `/api/TreatmentAbroad/${treatmentAbroadPaths['kidney-dialysis']}`,
      { fields: body, files, fileField: 'Files' },
      token ?? null,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const { requestId, reference, receivedDate } = reply.json();
    expect(receivedDate).toBe(today);
    expect(reference).toBe(treatmentAbroadReferenceOf(requestId, today));

    const [kept] = await t.db.select().from(keptCommands);
    expect(kept).toMatchObject({
      operation: 'careRequests.submitTreatmentAbroad',
      owner: jan,
      idempotencyKey: requestId,
      input: { care: { kind: 'kidney-dialysis', centreConfirmed: true }, countryCode: 'ES' },
    });
    const { attachments } = (kept?.input ?? {}) as { attachments?: { storageKey: string }[] };
    expect(await t.storage.get(attachments?.[0]?.storageKey ?? '')).not.toBeNull();
    const [requests] = await t.db.select({ n: count() }).from(treatmentAbroadRequests);
    expect(requests?.n).toBe(0);
  });
});
