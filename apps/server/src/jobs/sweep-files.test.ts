import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCommands } from '../db/schema.ts';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { referencedStorageKeys, storedFileTableNames } from './sweep-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the stored-file sweep', () => {
  it('spares the files of every table that points to one', () => {
    expect(storedFileTableNames()).toEqual([
      'care_mediation_request_files',
      'claim_attachments',
      'contact_question_files',
      'documents',
      'insurance_right_request_files',
      'seated_transport_attachments',
      'treatment_abroad_attachments',
    ]);
  });

  it('counts an upload kept with a request as referenced, so a restart does not remove it', async () => {
    const [token] = Object.values(await t.accessTokens(['ruben.koster']));
    const answers = { HasDutchIncome: true, HasBenefit: false, HasOtherIncome: false, IsSelfEmployed: false };
    const { payload, headers } = multipartPayload(answers, [pngLike('loonstrook.png', 4096)]);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/InsuranceRight',
      payload,
      headers: { ...headers, ...bearer(token!) },
    });
    expect(reply.statusCode, reply.body).toBe(200);

    const uploads = t.storage.keys().filter((key) => key.startsWith('uploads/'));
    expect(uploads).toHaveLength(1);
    const referenced = await referencedStorageKeys(t.db);
    for (const key of t.storage.keys()) expect(referenced.has(key), key).toBe(true);
  });

  it('counts the files of a command kept while the insurer was away, until it is handed over', async () => {
    const kept = (key: string, handedOverAt: Date | null) => ({
      operation: 'careRequests.submitMediation',
      idempotencyKey: key,
      owner: '20000001',
      input: {
        requestId: key,
        attachments: [{ fileName: 'verwijsbrief.png', storageKey: `uploads/${key}` }],
      },
      keptAt: t.clock.now(),
      dueAt: t.clock.now(),
      handedOverAt,
    });
    await t.db.insert(keptCommands).values([kept('waiting', null), kept('handed-over', t.clock.now())]);
    const referenced = await referencedStorageKeys(t.db);
    expect(referenced.has('uploads/waiting')).toBe(true);
    expect(referenced.has('uploads/handed-over')).toBe(false);
  });
});
