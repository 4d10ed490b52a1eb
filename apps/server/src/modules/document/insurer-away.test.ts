import type { Document } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptCommands } from '../../db/schema.ts';
import { expectInsurerUnavailable, insurerAway } from '../../test/insurer-away.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ insurer: insurerAway('documents.markRead', 'documents.genericOfYear') });
  token = (await t.accessTokens(['jan.devries']))['jan.devries'] ?? '';
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the message box while the insurer is away', () => {
  it('answers 503 with the message to a read that needs the insurer', async () => {
    const reply = await get(`/api/Document/GetGenericDocumentList?year=${t.clock.now().getFullYear()}`);
    expectInsurerUnavailable(reply);
  });

  it('shows a letter it had, and keeps its read mark to hand over when the mark finds the insurer away', async () => {
    const letters = (await get('/api/Document/GetDocumentList')).json<Document[]>();
    const unread = letters.find((letter) => !letter.hasBeenRead);
    if (!unread) throw new Error('the demo world gives jan.devries an unread letter');

    const reply = await get(`/api/Document/GetLetter/${unread.documentID}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ documentID: unread.documentID });

    const [kept] = await t.db.select().from(keptCommands);
    expect(kept).toMatchObject({
      operation: 'documents.markRead',
      owner: await t.customerNumberOf('Jan', 'Vries'),
      input: { documentId: unread.documentID },
    });
  });
});
