import { type Letter, toFormFields } from '@mijn/contract';
import {
  addDays,
  insurerToday,
  type TreatmentAbroadKind,
  treatmentAbroadKinds,
  treatmentAbroadPaths,
} from '@mijn/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, treatmentAbroadAttachments, treatmentAbroadRequests } from '../../db/schema.ts';
import {
  approvedTreatmentAbroadOn,
  decideDueTreatmentAbroad,
} from '../../insurer/legacy/treatment-abroad.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { multipartPayload, pngLike, type TestFile } from '../../test/multipart.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { referringDoctor, treatmentAbroadRequest } from '../../test/treatment-abroad.ts';

let t: TestApp;
let tokens: Record<string, string>;
const people: Record<string, string> = {};
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries']);
  for (const [key, first, last] of [
    ['jan', 'Jan', 'Vries'],
    ['anna', 'Anna', 'Vries'],
    ['sanne', 'Sanne', 'Vries'],
    ['tim', 'Tim', 'Vries'],
    ['peter', 'Peter', 'Jansen'],
  ] as const) {
    people[key] = await t.customerNumberOf(first, last);
  }
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const body = (kind: TreatmentAbroadKind, who = 'jan', overrides: Body = {}): Body => ({
  ...treatmentAbroadRequest(kind, people[who] ?? '', today),
  ...overrides,
});

const post = (kind: TreatmentAbroadKind, fields: Body, user = 'jan.devries', files: TestFile[] = []) => {
  const { payload, headers } = multipartPayload(fields, files, 'Files');
  return t.app.inject({
    method: 'POST',
    url: `/api/TreatmentAbroad/${treatmentAbroadPaths[kind]}`,
    payload,
    headers: { ...headers, ...bearer(tokens[user] ?? '') },
  });
};

async function stored() {
  const [requests] = await t.db.select({ n: count() }).from(treatmentAbroadRequests);
  const [files] = await t.db.select({ n: count() }).from(treatmentAbroadAttachments);
  const uploads = t.storage.keys().filter((key) => key.startsWith('uploads/')).length;
  return { requests: requests?.n, files: files?.n, uploads };
}

/** Expects the status and message, and that nothing at all was kept. */
async function expectRefused(
  kind: TreatmentAbroadKind,
  fields: Body,
  status: number,
  message: RegExp,
  {
    user = 'jan.devries',
    files = [pngLike('verwijzing.png', 4096)],
  }: { user?: string; files?: TestFile[] } = {},
) {
  const before = await stored();
  const reply = await post(kind, fields, user, files);
  expect(reply.statusCode, reply.body).toBe(status);
  expect(reply.json().message).toMatch(message);
  expect(await stored()).toEqual(before);
}

describe('the referral letter (issue 34): one file of its own, asked exactly when there is a referral', () => {
  const letter = (name = 'verwijsbrief.png') => ({ ...pngLike(name, 2048), field: 'ReferralLetter' });
  const { BigNumber: _big, AgbCode: _agb, ...doctor } = referringDoctor;
  const referred = () => body('medical-treatment', 'jan', { HasReferral: true, ReferringDoctor: doctor });

  it('takes a referral with the letter and the doctor without registry numbers', async () => {
    const reply = await post('medical-treatment', referred(), 'jan.devries', [letter()]);
    expect(reply.statusCode, reply.body).toBe(200);
    const files = await t.db
      .select({ fileName: treatmentAbroadAttachments.fileName })
      .from(treatmentAbroadAttachments)
      .where(eq(treatmentAbroadAttachments.requestId, reply.json().requestId));
    expect(files).toEqual([{ fileName: 'verwijsbrief.png' }]);
  });

  it('still takes and checks registry numbers a client sends (decision 0091)', async () => {
    const withNumbers = { ...referred(), ReferringDoctor: referringDoctor };
    expect((await post('medical-treatment', withNumbers, 'jan.devries', [letter()])).statusCode).toBe(200);
    const wrong = { ...referred(), ReferringDoctor: { ...referringDoctor, BigNumber: '123' } };
    await expectRefused('medical-treatment', wrong, 400, /^body\.ReferringDoctor\.BigNumber/, {
      files: [letter()],
    });
  });

  it.each<[string, TreatmentAbroadKind, () => Body, TestFile[], RegExp]>([
    [
      'a referral without the letter',
      'medical-treatment',
      referred,
      [pngLike('offerte.png', 2048)],
      /^body\.ReferralLetter: validators\.at-least-one-file$/,
    ],
    [
      'a mental-health referral without the letter',
      'mental-health',
      () => body('mental-health', 'jan', { Reference: true }),
      [],
      /^body\.ReferralLetter: validators\.at-least-one-file$/,
    ],
    [
      'a letter without a referral',
      'fertility-treatment',
      () => body('fertility-treatment'),
      [letter()],
      /^body\.ReferralLetter: validators\.invalid-input$/,
    ],
    [
      'a second letter (spec §5: one file for a required document)',
      'medical-treatment',
      referred,
      [letter('a.png'), letter('b.png')],
      /^Too many files in one field: "ReferralLetter" takes one file$/,
    ],
  ])('refuses %s, keeping nothing', async (_case, kind, fields, files, message) => {
    await expectRefused(kind, fields(), 400, message, { files });
  });
});

describe('POST TreatmentAbroad/*', () => {
  it.each(treatmentAbroadKinds)(
    'stores a valid %s request with its files, to be decided after the delay',
    async (kind) => {
      const reply = await post(kind, body(kind), 'jan.devries', [pngLike('offerte.png', 4096)]);
      expect(reply.statusCode, reply.body).toBe(200);
      const { requestId, reference, receivedDate } = reply.json();
      expect(receivedDate).toBe(today);
      expect(reference).toMatch(new RegExp(`^BL-${today.slice(0, 4)}-[0-9A-F]{8}$`));
      const [row] = await t.db
        .select()
        .from(treatmentAbroadRequests)
        .where(eq(treatmentAbroadRequests.id, requestId));
      expect(row).toMatchObject({
        kind,
        customerNumber: people.jan,
        requestedBy: people.jan,
        countryCode: 'ES',
        status: 'received',
        startDate: kind === 'mental-health' ? null : addDays(today, 7),
      });
      expect(row?.decideAfter.getTime()).toBe(
        t.clock.now().getTime() + t.config.careRequestDelaySeconds * 1000,
      );
      const files = await t.db
        .select()
        .from(treatmentAbroadAttachments)
        .where(eq(treatmentAbroadAttachments.requestId, requestId));
      expect(files.map((file) => file.fileName)).toEqual(['offerte.png']);
      expect(await t.storage.get(files[0]?.storageKey ?? '')).not.toBeNull();
    },
  );

  it('lets the main insured ask for a co-insured under 16, never for one of 16 or over or another household', async () => {
    expect((await post('kidney-dialysis', body('kidney-dialysis', 'tim'))).statusCode).toBe(200);
    await expectRefused('kidney-dialysis', body('kidney-dialysis', 'sanne'), 403, /./);
    await expectRefused('medical-treatment', body('medical-treatment', 'peter'), 403, /./);
    // A partner asks only for herself; Sanne (17) for herself with her own account.
    await expectRefused('nursing-and-care', body('nursing-and-care', 'tim'), 403, /./, {
      user: 'anna.devries',
    });
    expect((await post('mental-health', body('mental-health', 'sanne'), 'sanne.devries')).statusCode).toBe(
      200,
    );
  });

  it.each(treatmentAbroadKinds)(
    'refuses each field of a %s request with a bad value, naming it, keeping nothing',
    async (kind) => {
      const valid = body(kind);
      const paths = toFormFields(valid).map(([path]) => path);
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) {
        const fields = Object.fromEntries(
          toFormFields(valid).map(([name, value]) => [name, name === path ? 'x'.repeat(2500) : value]),
        );
        const escaped = path.replaceAll('.', '\\.');
        await expectRefused(kind, fields, 400, new RegExp(`body\\.${escaped}`));
      }
    },
  );

  it('refuses conditional blocks that do not fit their answer, and dates outside the care-request limits', async () => {
    await expectRefused(
      'kidney-dialysis',
      body('kidney-dialysis', 'jan', { NeedsTransport: true }),
      400,
      /body\.Residence: validators\.required-field/,
    );
    await expectRefused(
      'medical-treatment',
      body('medical-treatment', 'jan', { ReferringDoctor: referringDoctor }),
      400,
      /body\.ReferringDoctor: validators\.invalid-input/,
    );
    await expectRefused(
      'kidney-dialysis',
      body('kidney-dialysis', 'jan', { StartDate: addDays(today, -1) }),
      400,
      /body\.StartDate: validators\.date-in-past/,
    );
    await expectRefused(
      'nursing-and-care',
      body('nursing-and-care', 'jan', { EndDate: addDays(today, 2 * 366) }),
      400,
      /body\.EndDate: validators\.date-too-far-ahead/,
    );
  });

  it('asks a file when the form says documents are available, and refuses wrong files', async () => {
    const promised = body('mental-health', 'jan', { TreatmentPlan: true });
    await expectRefused('mental-health', promised, 400, /At least 1 file/, { files: [] });
    expect(
      (await post('mental-health', promised, 'jan.devries', [pngLike('behandelplan.png', 2048)])).statusCode,
    ).toBe(200);
    await expectRefused(
      'kidney-dialysis',
      body('kidney-dialysis'),
      400,
      /File type not allowed: setup\.exe/,
      {
        files: [{ name: 'setup.exe', data: new Uint8Array(4096) }],
      },
    );
    await expectRefused(
      'kidney-dialysis',
      body('kidney-dialysis'),
      400,
      /File content does not match its type: nep\.pdf/,
      {
        files: [{ ...pngLike('nep.pdf', 4096), contentType: 'application/pdf' }],
      },
    );
    await expectRefused('kidney-dialysis', body('kidney-dialysis'), 400, /File too small: klein\.png/, {
      files: [pngLike('klein.png', 100)],
    });
  });
});

const letterOf = async (documentId: string, language: 'nl-NL' | 'en-US', user: string) => {
  await switchLanguage(t.app, tokens[user] ?? '', language);
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/Document/GetLetter/${documentId}`,
    headers: { ...bearer(tokens[user] ?? ''), 'accept-language': language },
  });
  return reply.json<Letter>();
};
const textOf = (letter: Letter) =>
  [...letter.paragraphs, ...letter.details.map((row) => `${row.label}: ${row.value}`)].join('\n');

describe('the simulated core decides', () => {
  it('exactly once, only after the delay, with a letter: dialysis in Spain approved, fertility from 43 refused', async () => {
    const delay = t.config.careRequestDelaySeconds * 1000;
    await decideDueTreatmentAbroad(t.app.ctx, new Date(t.clock.now().getTime() + delay));
    t.clock.advance(1000);
    const dialysis = (await post('kidney-dialysis', body('kidney-dialysis', 'anna'), 'anna.devries')).json();
    const fertility = (
      await post('fertility-treatment', body('fertility-treatment', 'anna'), 'anna.devries')
    ).json();
    const due = t.clock.now().getTime() + delay;

    expect(await decideDueTreatmentAbroad(t.app.ctx, new Date(due - 1))).toBe(0);
    t.clock.set(new Date(due));
    const runs = await Promise.all([
      decideDueTreatmentAbroad(t.app.ctx),
      decideDueTreatmentAbroad(t.app.ctx),
    ]);
    expect(runs[0] + runs[1]).toBe(2);
    expect(await decideDueTreatmentAbroad(t.app.ctx)).toBe(0);

    const rowOf = async (id: string) =>
      (await t.db.select().from(treatmentAbroadRequests).where(eq(treatmentAbroadRequests.id, id)))[0];
    const approved = await rowOf(dialysis.requestId);
    expect(approved).toMatchObject({ status: 'approved', decidedOn: insurerToday(t.clock.now()) });
    const refused = await rowOf(fertility.requestId);
    expect(refused).toMatchObject({ status: 'refused', refusalReason: 'fertility-age' });

    const dutch = await letterOf(approved?.decisionDocumentId ?? '', 'nl-NL', 'anna.devries');
    expect(dutch.title).toBe('Besluit over uw aanvraag zorg in het buitenland');
    expect(textOf(dutch)).toContain('nierdialyse bij Centro de Diálisis Costa del Sol in Spanje');
    expect(textOf(dutch)).toContain('Wij geven u toestemming voor deze zorg.');
    expect(textOf(dutch)).toContain(`Kenmerk: ${dialysis.reference}`);
    const english = await letterOf(refused?.decisionDocumentId ?? '', 'en-US', 'anna.devries');
    expect(textOf(english)).toContain('up to the age of 43');
    expect(textOf(english)).toContain('Decision: Refused');

    const [document] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.documentId, approved?.decisionDocumentId ?? ''));
    expect(document).toMatchObject({ customerNumber: people.anna, documentCluster: 'correspondentie' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Document/Download/${document?.documentId}`,
      headers: bearer(tokens['anna.devries'] ?? ''),
    });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain(dialysis.reference);

    // The approval covers its period in Spain only: the prior approval claims read.
    const { StartDate, EndDate } = body('kidney-dialysis', 'anna');
    expect(await approvedTreatmentAbroadOn(t.db, people.anna ?? '', 'ES', String(StartDate))).toMatchObject({
      requestId: dialysis.requestId,
    });
    expect(await approvedTreatmentAbroadOn(t.db, people.anna ?? '', 'ES', String(EndDate))).not.toBeNull();
    expect(
      await approvedTreatmentAbroadOn(t.db, people.anna ?? '', 'ES', addDays(String(EndDate), 1)),
    ).toBeNull();
    expect(await approvedTreatmentAbroadOn(t.db, people.anna ?? '', 'PT', String(StartDate))).toBeNull();
    expect(await approvedTreatmentAbroadOn(t.db, people.peter ?? '', 'ES', String(StartDate))).toBeNull();
  });
});
