import type { Document, Letter } from '@mijn/contract';
import { addBusinessDays, insurerToday } from '@mijn/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactQuestionFiles, contactQuestions, documents } from '../../db/schema.ts';
import { answerDueQuestions } from '../../insurer/legacy/contact.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { multipartPayload, pngLike, type TestFile } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
const people: Record<string, string> = {};
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']);
  people.jan = await t.customerNumberOf('Jan', 'Vries');
  people.anna = await t.customerNumberOf('Anna', 'Vries');
  people.sanne = await t.customerNumberOf('Sanne', 'Vries');
  people.tim = await t.customerNumberOf('Tim', 'Vries');
  people.peter = await t.customerNumberOf('Peter', 'Jansen');
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

/** A file with a PDF's signature, padded to `size` bytes. */
function pdfLike(name: string, size: number): TestFile {
  const data = new Uint8Array(size).fill(0x20);
  data.set(Buffer.from('%PDF-1.7\n'));
  return { name, data, contentType: 'application/pdf' };
}

type Body = Record<string, unknown>;
const question = (customerNumber: string, extra: Body = {}): Body => ({
  CustomerNumber: customerNumber,
  Subject: 'invoice',
  Question: 'Waarom is mijn premie deze maand  hoger dan vorige maand? Ik zie geen wijziging in mijn polis.',
  ExtraData: [{ Key: 'InvoiceNumber', Value: '2026-000123' }],
  ...extra,
});

function post(body: Body, files: TestFile[] = [pdfLike('rekening.pdf', 4096)], username = 'jan.devries') {
  const { payload, headers } = multipartPayload(body, files, 'Files');
  return t.app.inject({
    method: 'POST',
    url: '/api/ContactForm',
    payload,
    headers: { ...headers, ...bearer(tokens[username]!) },
  });
}

async function stored() {
  const [questions] = await t.db.select({ n: count() }).from(contactQuestions);
  const [files] = await t.db.select({ n: count() }).from(contactQuestionFiles);
  const uploads = t.storage.keys().filter((key) => key.startsWith('uploads/')).length;
  return { questions: questions?.n, files: files?.n, uploads };
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

describe('POST ContactForm', () => {
  it("stores jan's question with its PDF and answers its reference and the day the answer is due", async () => {
    const before = await stored();
    const reply = await post(question(people.jan!));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      reference: expect.stringMatching(/^VR-[0-9A-F]{8}$/),
      receivedDate: today,
      answerBy: addBusinessDays(today, 5),
    });
    expect(await stored()).toEqual({
      questions: before.questions! + 1,
      files: before.files! + 1,
      uploads: before.uploads + 1,
    });
    const [row] = await t.db
      .select()
      .from(contactQuestions)
      .where(eq(contactQuestions.reference, reply.json().reference));
    expect(row).toMatchObject({
      customerNumber: people.jan,
      askedBy: people.jan,
      subject: 'invoice',
      status: 'received',
      extraData: [{ key: 'InvoiceNumber', value: '2026-000123' }],
    });
    expect(row!.answerAfter.getTime() - t.clock.now().getTime()).toBe(
      t.config.contactAnswerDelaySeconds * 1000,
    );
  });

  it('takes a question without files and a main insured may ask for his son under 16', async () => {
    const reply = await post(question(people.tim!, { Subject: 'other', ExtraData: undefined }), []);
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it.each([
    ['jan for his daughter of 17', 'jan.devries', 'sanne'],
    ['jan for another household', 'jan.devries', 'peter'],
    ['the partner for the son', 'anna.devries', 'tim'],
    ['the partner for jan', 'anna.devries', 'jan'],
    ['the daughter of 17 for her father', 'sanne.devries', 'jan'],
    ['peter for jan', 'peter.jansen', 'jan'],
  ])('refuses a question in another name: %s (403, nothing stored)', async (_case, username, whose) => {
    await expectRefused(() => post(question(people[whose]!), undefined, username), 403, /./);
  });

  it.each<[string, Body, RegExp]>([
    ['no subject', { Subject: undefined }, /^body\.Subject: validators\.required-field/],
    ['an unknown subject', { Subject: 'complaint-about-cats' }, /^body\.Subject: validators\.required-field/],
    ['no question', { Question: '' }, /^body\.Question: validators\.required-field/],
    ['only spaces as question', { Question: '   ' }, /^body\.Question: validators\.required-field/],
    ['a question over 2000 characters', { Question: 'a'.repeat(2001) }, /^body\.Question/],
    ['no customer number', { CustomerNumber: undefined }, /^body\.CustomerNumber/],
    [
      'a reference the subject does not ask for',
      { Subject: 'policy', ExtraData: [{ Key: 'InvoiceNumber', Value: '2026-000123' }] },
      /^body\.ExtraData\.0\.Key: validators\.invalid-input/,
    ],
    [
      'a policy number of 11 digits',
      { Subject: 'policy', ExtraData: [{ Key: 'PolicyNumber', Value: '12345678901' }] },
      /^body\.ExtraData\.0\.Value: validators\.policy-number/,
    ],
    [
      'an invoice number with odd characters',
      { ExtraData: [{ Key: 'InvoiceNumber', Value: '<script>' }] },
      /^body\.ExtraData\.0\.Value: validators\.contact-reference/,
    ],
    [
      'two references',
      {
        ExtraData: [
          { Key: 'InvoiceNumber', Value: '2026-000123' },
          { Key: 'InvoiceNumber', Value: '2026-000124' },
        ],
      },
      /^body\.ExtraData/,
    ],
  ])('refuses %s with a 400 naming the field, nothing stored', async (_case, change, message) => {
    await expectRefused(() => post(question(people.jan!, change)), 400, message);
  });

  it.each<[string, TestFile[], number, RegExp]>([
    [
      'a file type the form does not take',
      [{ name: 'setup.exe', data: new Uint8Array(4096) }],
      400,
      /File type not allowed: setup\.exe/,
    ],
    [
      'a PNG named .pdf (forged signature)',
      [pngLike('rekening.pdf', 4096)],
      400,
      /does not match its type: rekening\.pdf/,
    ],
    ['a file under the minimum size', [pdfLike('leeg.pdf', 100)], 400, /File too small: leeg\.pdf/],
    [
      'files over 20 MB together, the first one good',
      [pdfLike('a.pdf', 4096), pdfLike('b.pdf', 20 * 1024 * 1024)],
      413,
      /20 MB/,
    ],
  ])('refuses %s and keeps nothing', async (_case, files, status, message) => {
    await expectRefused(() => post(question(people.jan!), files), status, message);
  });

  it('takes the contact form types beyond the claim ones: a Word document', async () => {
    const docx = new Uint8Array(4096);
    docx.set([0x50, 0x4b, 0x03, 0x04]);
    const reply = await post(question(people.jan!), [{ name: 'brief.docx', data: docx }]);
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('refuses a caller without a token', async () => {
    const { payload, headers } = multipartPayload(question(people.jan!), [], 'Files');
    const reply = await t.app.inject({ method: 'POST', url: '/api/ContactForm', payload, headers });
    expect(reply.statusCode).toBe(401);
  });
});

const call = async (url: string, language: 'nl-NL' | 'en-US') => {
  await switchLanguage(t.app, tokens['jan.devries']!, language);
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens['jan.devries']!), 'accept-language': language },
  });
};

describe('the simulated customer service', () => {
  it('answers exactly once, only after the delay, with a letter about the question in the asker’s language', async () => {
    // The questions of the tests above are answered first; this one is sent a second later.
    const delay = t.config.contactAnswerDelaySeconds * 1000;
    await answerDueQuestions(t.app.ctx, new Date(t.clock.now().getTime() + delay));
    t.clock.advance(1000);
    const reply = await post(question(people.jan!));
    const { reference } = reply.json<{ reference: string }>();
    const [row] = await t.db.select().from(contactQuestions).where(eq(contactQuestions.reference, reference));
    const due = row!.answerAfter.getTime();

    expect(await answerDueQuestions(t.app.ctx, new Date(due - 1))).toBe(0);
    const answersOf = () => t.db.select().from(documents).where(eq(documents.customerNumber, people.jan!));
    const lettersBefore = (await answersOf()).length;

    t.clock.set(new Date(due));
    const runs = await Promise.all([
      answerDueQuestions(t.app.ctx, t.clock.now()),
      answerDueQuestions(t.app.ctx, t.clock.now()),
    ]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(1);
    expect(await answerDueQuestions(t.app.ctx, t.clock.now())).toBe(0);
    const [answered] = await t.db
      .select()
      .from(contactQuestions)
      .where(eq(contactQuestions.reference, reference));
    expect(answered).toMatchObject({ status: 'answered', answeredOn: insurerToday(t.clock.now()) });
    expect((await answersOf()).length).toBe(lettersBefore + 1);

    const list = (await call('/api/Document/GetDocumentList', 'nl-NL')).json<Document[]>();
    const answer = list.find((document) => document.documentID === answered!.answerDocumentId);
    expect(answer).toMatchObject({ name: 'Antwoord op uw vraag', hasBeenRead: false });

    const dutch = (await call(`/api/Document/GetLetter/${answer!.documentID}`, 'nl-NL')).json<Letter>();
    const dutchText = [...dutch.paragraphs, ...dutch.details.map((row) => `${row.label}: ${row.value}`)].join(
      '\n',
    );
    expect(dutchText).toContain('Waarom is mijn premie deze maand hoger dan vorige maand?');
    expect(dutchText).toContain('Rekeningen en betalingen');
    expect(dutchText).toContain(`Kenmerk vraag: ${reference}`);
    expect(dutchText).toContain('Factuurnummer: 2026-000123');

    const english = (await call(`/api/Document/GetLetter/${answer!.documentID}`, 'en-US')).json<Letter>();
    expect(english.title).toBe('Answer to your question');
    expect(english.paragraphs.join('\n')).toContain('Bills and payments');

    const pdf = await call(`/api/Document/Download/${answer!.documentID}`, 'nl-NL');
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(reference);
    expect(text).toContain('Antwoord op uw vraag');
  });
});
