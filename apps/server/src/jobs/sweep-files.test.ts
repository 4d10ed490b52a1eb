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

  it('counts the files of a command kept for the insurer until it is handed over (decision 0108)', async () => {
    const now = t.clock.now();
    const file = (storageKey: string) => ({ fileName: 'a.pdf', storageKey });
    const kept = { operation: 'contact.sendQuestion', owner: '20000001', keptAt: now, dueAt: now };
    await t.db.insert(keptCommands).values([
      {
        ...kept,
        idempotencyKey: 'VR-00000001',
        input: { attachments: [file('uploads/kept-1'), file('uploads/kept-2')] },
      },
      {
        ...kept,
        idempotencyKey: 'VR-00000002',
        input: { attachments: [file('uploads/kept-3')] },
        handedOverAt: now,
      },
    ]);
    const referenced = await referencedStorageKeys(t.db);
    expect(['uploads/kept-1', 'uploads/kept-2', 'uploads/kept-3'].map((key) => referenced.has(key))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
