import { insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDueQuestions } from '../insurer/legacy/contact.ts';
import { inlandClaimFields, submitClaim } from '../test/claims.ts';
import { multipartPayload, pngLike } from '../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { handleDueClaims } from './handle-claims.ts';
import { nextDueWork } from './next-due-work.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());

const seconds = (s: number) => s * 1000;

describe('nextDueWork', () => {
  it('knows of nothing waiting in the seeded world', async () => {
    expect(await nextDueWork(t.db)).toBeNull();
  });

  it('is due when a claim is, and knows of nothing once it was handled', async () => {
    const tim = await t.customerNumberOf('Tim', 'Vries');
    const sentAt = t.clock.now();
    const fields = inlandClaimFields({ customerNumber: tim, treatmentDate: insurerToday(sentAt) });
    await submitClaim(t.app, token, fields, [pngLike('nota.png', 4096)]);
    expect(await nextDueWork(t.db)).toEqual(
      new Date(sentAt.getTime() + seconds(t.config.claimHandlingDelaySeconds)),
    );

    t.clock.advance(seconds(t.config.claimHandlingDelaySeconds));
    expect((await handleDueClaims(t.app.ctx)).handled).toBe(1);
    expect(await nextDueWork(t.db)).toBeNull();
  });

  it('is due when a question waits for its answer, the earliest of two', async () => {
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const ask = async (question: string) => {
      const fields = { CustomerNumber: jan, Subject: 'other', Question: question };
      const { payload, headers } = multipartPayload(fields, [], 'Files');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/ContactForm',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    const firstAt = t.clock.now();
    await ask('Wordt mijn bril vergoed?');
    t.clock.advance(seconds(5));
    await ask('En mijn lenzen?');
    expect(await nextDueWork(t.db)).toEqual(
      new Date(firstAt.getTime() + seconds(t.config.contactAnswerDelaySeconds)),
    );

    t.clock.advance(seconds(t.config.contactAnswerDelaySeconds));
    expect(await answerDueQuestions(t.app.ctx)).toBe(2);
    expect(await nextDueWork(t.db)).toBeNull();
  });
});
