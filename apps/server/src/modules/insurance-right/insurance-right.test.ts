import type { Document, InsuranceRightState, Letter } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  insuranceRightChecks,
  insuranceRightRequestFiles,
  insuranceRightRequests,
} from '../../db/schema.ts';
import { decideDueInsuranceRightChecks } from '../../insurer/legacy/insurance-right.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { multipartPayload, pngLike, type TestFile } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const people: Record<string, string> = {};
const tokens: Record<string, string> = {};

/** Moves people abroad and logs them in again: the insurance-right rights come with the address. */
async function moveAbroad(usernames: readonly string[], customerNumbers: readonly string[]) {
  await t.db
    .update(customers)
    .set({ country: 'BE' })
    .where(inArray(customers.customerNumber, customerNumbers));
  Object.assign(tokens, await t.accessTokens(usernames));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, first, last] of [
    ['ruben', 'Ruben', 'Koster'],
    ['peter', 'Peter', 'Jansen'],
    ['jan', 'Jan', 'Vries'],
    ['anna', 'Anna', 'Vries'],
    ['sanne', 'Sanne', 'Vries'],
    ['tim', 'Tim', 'Vries'],
  ] as const) {
    people[key] = await t.customerNumberOf(first, last);
  }
  Object.assign(tokens, await t.accessTokens(['ruben.koster', 'jan.devries']));
  tokens.resident = tokens['jan.devries']!;
});
afterAll(() => t.close());

const stateOf = (username: string) =>
  t.app.inject({ method: 'GET', url: '/api/InsuranceRight', headers: bearer(tokens[username]!) });

type Body = Record<string, unknown>;
const worker: Body = {
  HasDutchIncome: true,
  HasBenefit: false,
  HasOtherIncome: false,
  IsSelfEmployed: false,
};
const payslip = () => [pngLike('loonstrook.png', 4096)];

function send(username: string, body: Body = worker, files: TestFile[] = payslip(), fileField = 'files') {
  const { payload, headers } = multipartPayload(body, files, fileField);
  return t.app.inject({
    method: 'POST',
    url: '/api/InsuranceRight',
    payload,
    headers: { ...headers, ...bearer(tokens[username]!) },
  });
}

async function stored() {
  const [checks] = await t.db.select({ n: count() }).from(insuranceRightRequests);
  const [files] = await t.db.select({ n: count() }).from(insuranceRightRequestFiles);
  const uploads = t.storage.keys().filter((key) => key.startsWith('uploads/')).length;
  return { checks: checks?.n, files: files?.n, uploads };
}

/**
 * Expects the refusal and that nothing at all was kept. The request is sent only after counting
 * what was stored: its upload exists for a moment before the refusal removes it.
 */
async function expectRefused(
  sendRequest: () => Promise<{ statusCode: number; body: string }>,
  status: number,
  message: RegExp,
) {
  const before = await stored();
  const answer = await sendRequest();
  expect(answer.statusCode, answer.body).toBe(status);
  expect(JSON.parse(answer.body).message).toMatch(message);
  expect(await stored()).toEqual(before);
}

const pending = (sentDate: string): InsuranceRightState => ({
  isCheckRequired: false,
  check: { status: 'pending', sentDate, decidedDate: null },
});

describe('GET /api/InsuranceRight', () => {
  it('is not for residents of the Netherlands: they lack the read right', async () => {
    expect((await stateOf('resident')).statusCode).toBe(403);
  });

  it('asks the seeded cross-border worker ruben.koster, who lives in Belgium, for the check', async () => {
    expect(decodeJwt(tokens['ruben.koster']!).permissions).toContain('c-insurance-right');
    const reply = await stateOf('ruben.koster');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({ isCheckRequired: true, check: null });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/InsuranceRight' })).statusCode).toBe(401);
  });
});

describe('POST /api/InsuranceRight: bad input keeps nothing', () => {
  const noDutchSource = { ...worker, HasDutchIncome: false };
  it.each<[string, Body, RegExp]>([
    ['no answer on Dutch income', { ...worker, HasDutchIncome: undefined }, /^body\.HasDutchIncome/],
    ['a Dutch income that is no yes or no', { ...worker, HasDutchIncome: 'maybe' }, /^body\.HasDutchIncome/],
    ['no answer on a benefit', { ...worker, HasBenefit: undefined }, /^body\.HasBenefit/],
    ['a benefit answered with a number', { ...worker, HasBenefit: 1 }, /^body\.HasBenefit/],
    ['no answer on other income', { ...worker, HasOtherIncome: '' }, /^body\.HasOtherIncome/],
    ['no answer on self-employed', { ...worker, IsSelfEmployed: undefined }, /^body\.IsSelfEmployed/],
    [
      'no Dutch source and no last Dutch income',
      noDutchSource,
      /^body\.LastDutchIncome: validators\.required-field/,
    ],
    [
      'an unknown last Dutch income',
      { ...noDutchSource, LastDutchIncome: 'lottery' },
      /^body\.LastDutchIncome/,
    ],
    [
      'a last Dutch income while Dutch income applies',
      { ...worker, LastDutchIncome: 'employed' },
      /^body\.LastDutchIncome: validators\.invalid-input/,
    ],
  ])('refuses %s with a 400 naming the field', async (_case, body, message) => {
    await expectRefused(() => send('ruben.koster', body), 400, message);
  });

  it.each<[string, TestFile[], number, RegExp]>([
    ['no document', [], 400, /At least 1 file/],
    [
      'a Word file (only scans and photos)',
      [{ name: 'brief.docx', data: new Uint8Array(4096) }],
      400,
      /File type not allowed: brief\.docx/,
    ],
    [
      'a PNG named .pdf (forged signature)',
      [pngLike('jaaropgave.pdf', 4096)],
      400,
      /does not match its type: jaaropgave\.pdf/,
    ],
    ['a file under the minimum size', [pngLike('leeg.png', 100)], 400, /File too small: leeg\.png/],
    ['a document over 20 MB', [pngLike('a.png', 20 * 1024 * 1024 + 1)], 413, /20 MB/],
    [
      'a second document (spec §5: one file for a required document)',
      [pngLike('loonstrook.png', 4096), pngLike('jaaropgave.png', 4096)],
      400,
      /^Too many files in one field: "files" takes one file$/,
    ],
  ])('refuses %s', async (_case, files, status, message) => {
    await expectRefused(() => send('ruben.koster', worker, files), status, message);
  });

  it('refuses a document sent under another field than "files"', async () => {
    await expectRefused(() => send('ruben.koster', worker, payslip(), 'Files'), 400, /files go in "files"/);
  });

  it('refuses a resident of the Netherlands (403) and a caller without a token (401)', async () => {
    await expectRefused(() => send('resident'), 403, /./);
    const { payload, headers } = multipartPayload(worker, payslip());
    const reply = await t.app.inject({ method: 'POST', url: '/api/InsuranceRight', payload, headers });
    expect(reply.statusCode).toBe(401);
  });
});

describe('POST /api/InsuranceRight', () => {
  it("stores ruben's answers and payslip: the check is pending, no longer required, and cannot be sent twice", async () => {
    const today = insurerToday(t.clock.now());
    const before = await stored();
    const reply = await send('ruben.koster', { ...worker, HasOtherIncome: true });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual(pending(today));
    expect(await stored()).toEqual({
      checks: before.checks! + 1,
      files: before.files! + 1,
      uploads: before.uploads + 1,
    });
    const [row] = await t.db
      .select()
      .from(insuranceRightRequests)
      .where(eq(insuranceRightRequests.customerNumber, people.ruben!));
    expect(row).toMatchObject({
      hasDutchIncome: true,
      hasOtherIncome: true,
      lastDutchIncome: null,
      status: 'pending',
      sentOn: today,
    });
    expect(row!.decideAfter.getTime() - t.clock.now().getTime()).toBe(
      t.config.careRequestDelaySeconds * 1000,
    );
    expect((await stateOf('ruben.koster')).json()).toEqual(pending(today));

    await expectRefused(() => send('ruben.koster'), 409, /insurance-right check is not required/);
  });

  it('is always the sender’s own check: a customer number of another household in the form changes nothing', async () => {
    await moveAbroad(['peter.jansen'], [people.peter!]);
    const reply = await send('peter.jansen', {
      ...worker,
      CustomerNumber: people.jan,
      CurrentSelectedCustomerNumber: people.jan,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const owners = await t.db
      .select({ customerNumber: insuranceRightRequests.customerNumber })
      .from(insuranceRightRequests)
      .where(inArray(insuranceRightRequests.customerNumber, [people.peter!, people.jan!]));
    expect(owners).toEqual([{ customerNumber: people.peter }]);
  });

  it('a co-insured of 16 or over living abroad sends her own check; her parents’ stays required, and theirs hers', async () => {
    await moveAbroad(
      ['jan.devries', 'sanne.devries'],
      [people.jan!, people.anna!, people.sanne!, people.tim!],
    );
    expect((await stateOf('sanne.devries')).json()).toEqual({ isCheckRequired: true, check: null });
    expect((await send('sanne.devries')).statusCode).toBe(200);
    expect((await stateOf('sanne.devries')).json()).toMatchObject({ isCheckRequired: false });
    expect((await stateOf('jan.devries')).json()).toEqual({ isCheckRequired: true, check: null });

    expect((await send('jan.devries')).statusCode).toBe(200);
    const owners = await t.db
      .select({ customerNumber: insuranceRightRequests.customerNumber })
      .from(insuranceRightRequests)
      .where(inArray(insuranceRightRequests.customerNumber, [people.jan!, people.sanne!, people.tim!]));
    expect(owners.map((owner) => owner.customerNumber).sort()).toEqual([people.jan, people.sanne].sort());
  });
});

const letterOf = async (username: string, documentId: string, language: 'nl-NL' | 'en-US') => {
  await switchLanguage(t.app, tokens[username]!, language);
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/Document/GetLetter/${documentId}`,
    headers: { ...bearer(tokens[username]!), 'accept-language': language },
  });
  const letter = reply.json<Letter>();
  return { title: letter.title, text: letter.paragraphs.join('\n') };
};

describe('the simulated core decides', () => {
  it('exactly once, only after the delay, with a letter in the message box; the check is settled', async () => {
    // Every check above is due at the same moment: one sent just now, a second later.
    const delay = t.config.careRequestDelaySeconds * 1000;
    await decideDueInsuranceRightChecks(t.app.ctx, new Date(t.clock.now().getTime() + delay));
    t.clock.advance(1000);
    await moveAbroad(['karin.dekker'], [await t.customerNumberOf('Karin', 'Dekker')]);
    const noDutchSource = { ...worker, HasDutchIncome: false, LastDutchIncome: 'benefit' };
    expect((await send('karin.dekker', noDutchSource)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(insuranceRightRequests)
      .where(eq(insuranceRightRequests.status, 'pending'));
    const due = row!.decideAfter.getTime();

    expect(await decideDueInsuranceRightChecks(t.app.ctx, new Date(due - 1))).toBe(0);
    t.clock.set(new Date(due));
    const runs = await Promise.all([
      decideDueInsuranceRightChecks(t.app.ctx, t.clock.now()),
      decideDueInsuranceRightChecks(t.app.ctx, t.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(1);
    expect(await decideDueInsuranceRightChecks(t.app.ctx, t.clock.now())).toBe(0);

    const today = insurerToday(t.clock.now());
    const state = (await stateOf('karin.dekker')).json<InsuranceRightState>();
    expect(state).toEqual({
      isCheckRequired: false,
      check: { status: 'not-confirmed', sentDate: row!.sentOn, decidedDate: today },
    });
    const [recorded] = await t.db
      .select()
      .from(insuranceRightChecks)
      .where(eq(insuranceRightChecks.customerNumber, row!.customerNumber));
    expect(recorded).toMatchObject({ isCheckRequired: false, checkedOn: today });

    const [decided] = await t.db
      .select()
      .from(insuranceRightRequests)
      .where(eq(insuranceRightRequests.id, row!.id));
    const documentId = decided!.decisionDocumentId!;
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/Document/GetDocumentList',
        headers: bearer(tokens['karin.dekker']!),
      })
    ).json<Document[]>();
    expect(list.find((document) => document.documentID === documentId)).toMatchObject({
      name: 'Uw verzekeringsrecht is niet bevestigd',
      hasBeenRead: false,
    });
    const dutch = await letterOf('karin.dekker', documentId, 'nl-NL');
    expect(dutch.text).toContain('Uw laatste Nederlandse inkomen was een Nederlandse uitkering.');
    expect(dutch.text).toContain('geen recht meer op de Nederlandse zorgverzekering');
    const english = await letterOf('karin.dekker', documentId, 'en-US');
    expect(english.title).toBe('Your insurance right is not confirmed');
    expect(english.text).toContain('Your last Dutch income was a Dutch benefit.');

    // The PDF is written in her account's language, Dutch again once she switches back.
    await switchLanguage(t.app, tokens['karin.dekker']!, 'nl-NL');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Document/Download/${documentId}`,
      headers: bearer(tokens['karin.dekker']!),
    });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Uw verzekeringsrecht is niet bevestigd');
  });

  it("confirms ruben's right (Dutch income) and asks him to report his other income", async () => {
    const [decided] = await t.db
      .select()
      .from(insuranceRightRequests)
      .where(eq(insuranceRightRequests.customerNumber, people.ruben!));
    expect(decided).toMatchObject({ status: 'confirmed' });
    expect((await stateOf('ruben.koster')).json()).toMatchObject({
      isCheckRequired: false,
      check: { status: 'confirmed' },
    });
    const letter = await letterOf('ruben.koster', decided!.decisionDocumentId!, 'nl-NL');
    expect(letter.title).toBe('Uw verzekeringsrecht is bevestigd');
    expect(letter.text).toContain('uw zorgverzekering loopt gewoon door');
    expect(letter.text).toContain('U gaf ook inkomen van buiten Nederland op.');
  });
});
