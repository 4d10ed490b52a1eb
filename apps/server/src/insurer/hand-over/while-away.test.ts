import { addBusinessDays, CONTACT_ANSWER_WORKING_DAYS, insurerToday } from '@mijn/domain';
import { InsurerUnavailable, insurerAreas } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQuestions, insuranceRightRequests } from '../../db/schema.ts';
import { multipartPayload, pngLike } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDueCommands } from './deliver.ts';
import { retryDelayMs } from './kept-rows.ts';

// Issue 35 part 4: a question and a check sent while the insurer does not answer are received all
// the same, and handed over once when it is back (decision 0108).
const insurer = { away: true };
/** The operation, or InsurerUnavailable as an adapter throws it while `insurer.away`. */
const whileAway = <Call extends (...args: never[]) => Promise<unknown>>(
  operation: string,
  call: Call,
): Call =>
  (async (...args: Parameters<Call>) => {
    if (insurer.away) throw new InsurerUnavailable(operation);
    return call(...args);
  }) as Call;

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    insurer: (embedded) => ({
      ...embedded,
      contact: { sendQuestion: whileAway('contact.sendQuestion', embedded.contact.sendQuestion) },
      insuranceRight: {
        state: whileAway('insuranceRight.state', embedded.insuranceRight.state),
        requestCheck: whileAway('insuranceRight.requestCheck', embedded.insuranceRight.requestCheck),
      },
    }),
  });
  tokens = await t.accessTokens(['jan.devries', 'ruben.koster']);
});
afterAll(() => t.close());

function post(url: string, username: string, fields: Record<string, unknown>, fileField?: string) {
  const { payload, headers } = multipartPayload(fields, [pngLike('bijlage.png', 4096)], fileField);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...bearer(tokens[username]!) },
  });
}

const handOverDue = () => {
  t.clock.advance(retryDelayMs(1));
  const { db, clock, insurer: port } = t.app.ctx;
  return deliverDueCommands({ db, clock, port, areas: insurerAreas, log: t.app.log });
};

describe('while the insurer is away', () => {
  it('receives a contact question with its reference, and the insurer gets it once when back', async () => {
    insurer.away = true;
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const question = { CustomerNumber: jan, Subject: 'other', Question: 'Is mijn fysiotherapie vergoed?' };
    const reply = await post('/api/ContactForm', 'jan.devries', question, 'Files');
    expect(reply.statusCode, reply.body).toBe(200);
    const today = insurerToday(t.clock.now());
    const { reference } = reply.json();
    expect(reply.json()).toEqual({
      reference: expect.stringMatching(/^VR-[0-9A-F]{8}$/),
      receivedDate: today,
      answerBy: addBusinessDays(today, CONTACT_ANSWER_WORKING_DAYS),
    });
    const atInsurer = () =>
      t.db.select().from(contactQuestions).where(eq(contactQuestions.reference, reference));
    expect(await atInsurer()).toEqual([]);

    insurer.away = false;
    expect(await handOverDue()).toMatchObject({ handedOver: 1 });
    expect(await handOverDue()).toMatchObject({ handedOver: 0 });
    expect(await atInsurer()).toEqual([expect.objectContaining({ customerNumber: jan, receivedOn: today })]);
  });

  it('shows an insurance-right check as pending from the moment it is sent, before the insurer has it', async () => {
    insurer.away = true;
    const answers = { HasDutchIncome: true, HasBenefit: false, HasOtherIncome: false, IsSelfEmployed: false };
    const reply = await post('/api/InsuranceRight', 'ruben.koster', answers);
    expect(reply.statusCode, reply.body).toBe(200);
    const pending = {
      isCheckRequired: false,
      check: { status: 'pending', sentDate: insurerToday(t.clock.now()), decidedDate: null },
    };
    expect(reply.json()).toEqual(pending);
    const state = () =>
      t.app.inject({ url: '/api/InsuranceRight', headers: bearer(tokens['ruben.koster']!) });
    expect((await state()).json()).toEqual(pending);

    insurer.away = false;
    const ruben = await t.customerNumberOf('Ruben', 'Koster');
    const checks = () =>
      t.db.select().from(insuranceRightRequests).where(eq(insuranceRightRequests.customerNumber, ruben));
    const before = (await checks()).length;
    expect(await handOverDue()).toMatchObject({ handedOver: 1 });
    expect(await checks()).toHaveLength(before + 1);
    expect((await state()).json()).toEqual(pending);
  });
});
