import { careMediationExample, type Document, type Letter } from '@mijn/contract';
import { addDays, addYears, type CareMediationKind, careMediationPaths, insurerToday } from '@mijn/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careMediationRequestFiles, careMediationRequests } from '../../db/schema.ts';
import { answerDueCareMediations } from '../../insurer/legacy/care-mediation.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { multipartPayload, pngLike, type TestFile } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
let jan: string;
let tim: string;
let sanne: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']);
  jan = await t.customerNumberOf('Jan', 'Vries');
  tim = await t.customerNumberOf('Tim', 'Vries');
  sanne = await t.customerNumberOf('Sanne', 'Vries');
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

/** A valid request of each kind for Jan, every conditional block answered yes. */
const valid = (kind: CareMediationKind, customerNumber = jan): Body =>
  careMediationExample(kind, { customerNumber, today });

const post = (
  kind: CareMediationKind,
  body: Body,
  token = tokens['jan.devries'] ?? '',
  files: TestFile[] = [],
) => {
  const { payload, headers } = multipartPayload(body, files, 'Files');
  return t.app.inject({
    method: 'POST',
    url: `/api/CareMediation/${careMediationPaths[kind]}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};

async function stored() {
  const [requests] = await t.db.select({ n: count() }).from(careMediationRequests);
  const [files] = await t.db.select({ n: count() }).from(careMediationRequestFiles);
  const uploads = t.storage.keys().filter((key) => key.startsWith('uploads/')).length;
  return { requests: requests?.n, files: files?.n, uploads };
}

/** Expects the status and message, and that nothing at all was kept (not even the upload). */
async function expectRefused(
  kind: CareMediationKind,
  body: Body,
  status: number,
  message: RegExp,
  token?: string,
) {
  const before = await stored();
  const reply = await post(kind, body, token, [pngLike('verwijsbrief.png', 4096)]);
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json().message).toMatch(message);
  expect(await stored()).toEqual(before);
}

const kinds = Object.keys(careMediationPaths) as CareMediationKind[];

describe('POST CareMediation/*', () => {
  it.each(kinds)('stores a valid %s request for Jan with its files', async (kind) => {
    const reply = await post(kind, valid(kind), undefined, [pngLike('verwijsbrief.png', 4096)]);
    expect(reply.statusCode, reply.body).toBe(200);
    const { reference, receivedDate } = reply.json();
    expect(reference).toMatch(/^ZB-[0-9A-F]{8}$/);
    expect(receivedDate).toBe(today);
    const [row] = await t.db
      .select()
      .from(careMediationRequests)
      .where(eq(careMediationRequests.reference, reference));
    expect(row).toMatchObject({
      kind,
      customerNumber: jan,
      requestedBy: jan,
      status: 'received',
      maxTravelDistanceKm: 25,
    });
    expect(row?.fields).toMatchObject({ PhoneNumber: '+31612345678', AlreadyWithMediationService: false });
    expect(row?.answerAfter.getTime()).toBe(
      t.clock.now().getTime() + t.config.careRequestDelaySeconds * 1000,
    );
    const files = await t.db
      .select()
      .from(careMediationRequestFiles)
      .where(eq(careMediationRequestFiles.requestId, row!.id));
    expect(files.map((file) => file.fileName)).toEqual(['verwijsbrief.png']);
    expect(await t.storage.get(files[0]!.storageKey)).not.toBeNull();
  });

  it('lets the main insured ask for a co-insured under 16, except mental health: the youth desk', async () => {
    const forTim = await post('general-practitioner', valid('general-practitioner', tim));
    expect(forTim.statusCode, forTim.body).toBe(200);
    await expectRefused(
      'mental-health',
      valid('mental-health', tim),
      400,
      /CurrentSelectedCustomerNumber: validators\.mental-health-youth-desk/,
    );
  });

  it('sends a 17-year-old who asks mental-health mediation for herself to the youth desk', async () => {
    await expectRefused(
      'mental-health',
      valid('mental-health', sanne),
      400,
      /validators\.mental-health-youth-desk/,
      tokens['sanne.devries'],
    );
    const ownDoctor = await post(
      'general-practitioner',
      valid('general-practitioner', sanne),
      tokens['sanne.devries'],
    );
    expect(ownDoctor.statusCode, ownDoctor.body).toBe(200);
  });

  it.each<[string, string, () => string]>([
    ['a co-insured of 16 or over', 'jan.devries', () => sanne],
    ['a partner for a child', 'anna.devries', () => tim],
    ['another household', 'peter.jansen', () => jan],
  ])('refuses %s with 403 and keeps nothing', async (_case, user, whom) => {
    for (const kind of kinds)
      await expectRefused(kind, valid(kind, whom()), 403, /^Not allowed$/, tokens[user]);
  });

  it.each<[CareMediationKind, Body | (() => Body), RegExp]>([
    [
      'general-practitioner',
      { AlreadyWithMediationService: true },
      /AlreadyWithMediationService: validators\.mediation-already-with-service/,
    ],
    [
      'medical-specialist',
      { MriRequestedBySpecialist: true },
      /MriRequestedBySpecialist: validators\.mediation-mri-requested/,
    ],
    [
      'general-practitioner',
      { HasGeneralPractitioner: false },
      /CurrentGeneralPractitioner: validators\.invalid-input/,
    ],
    ['maternity-care', { Midwife: undefined }, /Midwife: validators\.required-field/],
    ['medical-specialist', { SpecialistConsulted: false }, /Specialist: validators\.invalid-input/],
    ['district-nursing', { OnWaitingList: false }, /WaitingList: validators\.invalid-input/],
    ['mental-health', { Referrer: undefined }, /Referrer: validators\.required-field/],
    [
      'general-practitioner',
      { CurrentGeneralPractitioner: { Name: 'X', AgbCode: '0101234' } },
      /AgbCode: validators\.agb-code/,
    ],
    ['district-nursing', { Nurse: { Name: 'X', BigNumber: '123' } }, /BigNumber: validators\.big-number/],
    ['mental-health', { CareType: 'other' }, /CareType/],
    ['medical-specialist', { Specialism: '' }, /Specialism: validators\.required-field/],
    ['district-nursing', { CareNeeded: 'x'.repeat(1001) }, /CareNeeded/],
    ['general-practitioner', { PhoneNumber: 'bel mij' }, /PhoneNumber: validators\.phone-number-invalid/],
    [
      'general-practitioner',
      { MaxTravelDistanceKm: 401 },
      /MaxTravelDistanceKm: validators\.number-too-high/,
    ],
    ['general-practitioner', { MaxTravelDistanceKm: 'ver' }, /MaxTravelDistanceKm/],
    [
      'general-practitioner',
      { UnhappyWithGeneralPractitioner: 'misschien' },
      /UnhappyWithGeneralPractitioner/,
    ],
    ['general-practitioner', { CurrentSelectedCustomerNumber: 'abc' }, /CurrentSelectedCustomerNumber/],
    ['maternity-care', { DueDate: '2026-02-30' }, /DueDate: validators\.invalid-date/],
    ['maternity-care', () => ({ DueDate: addDays(today, -1) }), /DueDate: validators\.date-in-past/],
    [
      'maternity-care',
      () => ({ DueDate: addDays(addYears(today, 1), 1) }),
      /DueDate: validators\.maternity-care-too-early/,
    ],
    ['district-nursing', () => ({ StartDate: addDays(today, -1) }), /StartDate: validators\.date-in-past/],
    [
      'district-nursing',
      () => ({ StartDate: addDays(addYears(today, 1), 1) }),
      /StartDate: validators\.date-too-far-ahead/,
    ],
    [
      'mental-health',
      () => ({
        WaitingList: { ProviderName: 'GGZ Centraal', AppointmentDate: addDays(addYears(today, 2), 1) },
      }),
      /WaitingList\.AppointmentDate: validators\.waiting-appointment-too-far/,
    ],
    [
      'mental-health',
      { WaitingList: { ProviderName: '' } },
      /WaitingList\.ProviderName: validators\.required-field/,
    ],
  ])('%s: refuses %o with 400 naming the field', async (kind, change, message) => {
    await expectRefused(
      kind,
      { ...valid(kind), ...(typeof change === 'function' ? change() : change) },
      400,
      message,
    );
  });

  it('accepts the dates on their last allowed day', async () => {
    const due = await post('maternity-care', { ...valid('maternity-care'), DueDate: addYears(today, 1) });
    expect(due.statusCode, due.body).toBe(200);
    const appointment = await post('mental-health', {
      ...valid('mental-health'),
      WaitingList: { ProviderName: 'GGZ Centraal', AppointmentDate: addYears(today, 2) },
    });
    expect(appointment.statusCode, appointment.body).toBe(200);
  });

  it('refuses a file of a type the upload does not take, keeping nothing', async () => {
    const before = await stored();
    const reply = await post('general-practitioner', valid('general-practitioner'), undefined, [
      {
        name: 'verwijsbrief.exe',
        data: new Uint8Array([0x4d, 0x5a, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      } as TestFile,
    ]);
    expect(reply.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
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

describe('the simulated core’s answer', () => {
  it('answers exactly once, after the delay, with care providers near the person and their waiting times', async () => {
    // The requests of the tests above are answered first; this one is sent a second later.
    const delay = t.config.careRequestDelaySeconds * 1000;
    await answerDueCareMediations(t.app.ctx, new Date(t.clock.now().getTime() + delay));
    t.clock.advance(1000);
    const reply = await post('mental-health', { ...valid('mental-health'), MaxTravelDistanceKm: 30 });
    const { reference } = reply.json<{ reference: string }>();
    const [row] = await t.db
      .select()
      .from(careMediationRequests)
      .where(eq(careMediationRequests.reference, reference));
    const due = row!.answerAfter.getTime();

    expect(await answerDueCareMediations(t.app.ctx, new Date(due - 1))).toBe(0);
    t.clock.set(new Date(due));
    const runs = await Promise.all([answerDueCareMediations(t.app.ctx), answerDueCareMediations(t.app.ctx)]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBe(1);
    expect(await answerDueCareMediations(t.app.ctx)).toBe(0);
    const [answered] = await t.db
      .select()
      .from(careMediationRequests)
      .where(eq(careMediationRequests.reference, reference));
    expect(answered).toMatchObject({ status: 'answered', answeredOn: insurerToday(t.clock.now()) });

    const list = (await call('/api/Document/GetDocumentList', 'nl-NL')).json<Document[]>();
    const answer = list.find((document) => document.documentID === answered!.answerDocumentId);
    expect(answer).toMatchObject({
      name: 'Zorgbemiddeling: zorgaanbieders met hun wachttijd',
      hasBeenRead: false,
    });

    const dutch = (await call(`/api/Document/GetLetter/${answer!.documentID}`, 'nl-NL')).json<Letter>();
    expect(dutch.paragraphs.join('\n')).toContain('geestelijke gezondheidszorg');
    expect(dutch.paragraphs.join('\n')).toContain('binnen 30 km');
    expect(dutch.details).toContainEqual({ label: 'Kenmerk aanvraag', value: reference });
    expect(dutch.table?.rows.length).toBeGreaterThan(0);
    for (const [provider, wait] of dutch.table!.rows) {
      const distance = Number(/\((\d+) km/.exec(provider)?.[1]);
      expect(distance).toBeLessThanOrEqual(30);
      // Dutch counts one week in the singular: "1 week", "3 weken".
      expect(wait).toMatch(/^(1 week|([2-9]|[1-9]\d+) weken)$/);
    }
    const waits = dutch.table!.rows.map(([, wait]) => Number.parseInt(wait, 10));
    expect(waits).toEqual([...waits].sort((a, b) => a - b));

    const english = (await call(`/api/Document/GetLetter/${answer!.documentID}`, 'en-US')).json<Letter>();
    expect(english.title).toBe('Care mediation: care providers and their waiting times');
    expect(english.table?.header).toEqual(['Care provider', 'Waiting time']);

    const pdf = await call(`/api/Document/Download/${answer!.documentID}`, 'nl-NL');
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain(reference);
    expect(text).toContain(dutch.table!.rows[0]![0].split(',')[0]!);
  });

  it('lists the nearest providers when none is within the travel distance', async () => {
    t.clock.advance(1000);
    const reply = await post('general-practitioner', {
      ...valid('general-practitioner'),
      MaxTravelDistanceKm: 1,
    });
    const { reference } = reply.json<{ reference: string }>();
    t.clock.advance(t.config.careRequestDelaySeconds * 1000);
    await answerDueCareMediations(t.app.ctx);
    const [row] = await t.db
      .select()
      .from(careMediationRequests)
      .where(eq(careMediationRequests.reference, reference));
    const letter = (await call(`/api/Document/GetLetter/${row!.answerDocumentId}`, 'en-US')).json<Letter>();
    expect(letter.paragraphs.join('\n')).toContain('We found no care provider within 1 km');
    expect(letter.table?.rows.length).toBeGreaterThan(0);
  });
});
