import { addBusinessDays, addDays, addYears, insurerToday } from '@mijn/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, claimAttachments, claimSubmissions, declarations } from '../../db/schema.ts';
import { inlandClaimFields, transportAddress } from '../../test/claims.ts';
import { multipartPayload, pngLike, type TestFile } from '../../test/multipart.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
let numberOf: Record<string, string>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']);
  numberOf = {
    Jan: await t.customerNumberOf('Jan', 'Vries'),
    Anna: await t.customerNumberOf('Anna', 'Vries'),
    Sanne: await t.customerNumberOf('Sanne', 'Vries'),
    Tim: await t.customerNumberOf('Tim', 'Vries'),
    Peter: await t.customerNumberOf('Peter', 'Jansen'),
  };
  today = insurerToday(t.clock.now());
});
afterAll(() => t.close());

const inland = (customerNumber: string, extra: Record<string, unknown> = {}) => ({
  ...inlandClaimFields({ customerNumber, treatmentDate: addDays(today, -3) }),
  ...extra,
});

const abroad = (customerNumber: string, currency: string, amount: string) => ({
  CurrentSelectedCustomerNumber: customerNumber,
  IsTransportCosts: false,
  IsAbroad: true,
  IsTruthful: true,
  Abroad: {
    Country: 'US',
    DateFrom: addDays(today, -10),
    DateTo: addDays(today, -8),
    Currency: currency,
    Amount: amount,
    Description: 'Spoedeisende hulp',
    HasPreExistingCondition: false,
    HasTravelInsurance: false,
    CouldThirdPartyBeLiable: false,
  },
});

const trip = (date: string) => ({ Date: date, IsSingleTrip: false });
const transport = (customerNumber: string, trips: unknown[], treatment = 'dialysis') => ({
  CurrentSelectedCustomerNumber: customerNumber,
  IsTransportCosts: true,
  IsAbroad: false,
  IsTruthful: true,
  Transport: {
    TreatmentType: treatment,
    TravelType: 'own',
    From: transportAddress('Utrecht', true),
    To: transportAddress('Amersfoort', false),
    DistanceKm: 23,
    Trips: trips,
  },
});

const submit = (username: string, fields: unknown, files: TestFile[] = [pngLike('nota.png', 4096)]) => {
  const { payload, headers } = multipartPayload(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/Declaration',
    payload,
    headers: { ...headers, ...bearer(tokens[username] ?? '') },
  });
};

async function rowCounts() {
  const [d] = await t.db.select({ n: count() }).from(declarations);
  const [s] = await t.db.select({ n: count() }).from(claimSubmissions);
  const [a] = await t.db.select({ n: count() }).from(claimAttachments);
  return { declarations: d?.n, submissions: s?.n, attachments: a?.n, files: t.storage.keys().length };
}

describe('POST Declaration', () => {
  it('stores a claim of jan.devries for Tim (9) in progress, handled within 10 working days', async () => {
    const nota = pngLike('nota.png', 4096);
    const reply = await submit('jan.devries', inland(numberOf.Tim ?? ''), [
      nota,
      { ...nota, name: 'nota-kopie.png' },
      pngLike('bon.png', 2048),
    ]);
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      status: 1,
      receivedDate: today,
      expectedHandledBy: addBusinessDays(today, 10),
    });
    const [row] = await t.db
      .select()
      .from(declarations)
      .where(eq(declarations.declarationId, body.declarationId));
    expect(row).toMatchObject({
      customerNumber: numberOf.Tim,
      status: 1,
      submittedBy: 'V',
      receiverOfReimbursement: 'D',
      declaredCents: 12_000,
      careType: 'hospital',
      kind: 'inland',
      payeeName: 'J. de Vries',
    });
    const [submission] = await t.db
      .select()
      .from(claimSubmissions)
      .where(eq(claimSubmissions.declarationId, body.declarationId));
    expect(submission?.submittedByCustomerNumber).toBe(numberOf.Jan);
    expect(submission?.handleAfter.getTime()).toBe(
      t.clock.now().getTime() + t.config.claimHandlingDelaySeconds * 1000,
    );
    // The same bill twice (same bytes) is kept once; its second copy is removed from storage.
    const attachments = await t.db
      .select()
      .from(claimAttachments)
      .where(eq(claimAttachments.submissionId, submission?.id ?? ''));
    expect(attachments.map((a) => a.fileName).sort()).toEqual(['bon.png', 'nota.png']);
    for (const attachment of attachments) expect(await t.storage.get(attachment.storageKey)).not.toBeNull();
    expect(t.storage.keys().filter((key) => key.startsWith('uploads/'))).toHaveLength(2);
  });

  it('pays a claim for others to the policyholder: anna.devries’s own claim goes to the known account, named J. de Vries', async () => {
    const reply = await submit('anna.devries', inland(numberOf.Anna ?? ''));
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(declarations)
      .where(eq(declarations.declarationId, reply.json().declarationId));
    const [agreement] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.policyholderNumber, numberOf.Jan ?? ''));
    expect(row?.payeeIban).toBe(agreement?.reimbursementIban);
    expect(row?.payeeName).toBe('J. de Vries');
  });

  it('takes the IBAN the policyholder gives', async () => {
    const reply = await submit('jan.devries', inland(numberOf.Jan ?? '', { Iban: 'NL91 ABNA 0417 1643 00' }));
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(declarations)
      .where(eq(declarations.declarationId, reply.json().declarationId));
    expect(row?.payeeIban).toBe('NL91ABNA0417164300');
  });

  const refused: [string, string, () => unknown, number, string | RegExp, TestFile[]?][] = [
    [
      '21 trips',
      'jan.devries',
      () =>
        transport(
          numberOf.Jan ?? '',
          Array.from({ length: 21 }, () => trip(addDays(today, -2))),
        ),
      400,
      'validators.too-many-trips',
    ],
    [
      'a treatment date 4 years ago',
      'jan.devries',
      () =>
        inland(numberOf.Jan ?? '', {
          Inland: {
            CareType: 'hospital',
            CareProvider: 'UMC',
            TreatmentDate: addYears(today, -4),
            Amount: '50,00',
          },
        }),
      400,
      'body.Inland.TreatmentDate: validators.declaration-too-old',
    ],
    [
      'a treatment date 3 years and a day ago',
      'jan.devries',
      () =>
        inland(numberOf.Jan ?? '', {
          Inland: {
            CareType: 'hospital',
            CareProvider: 'UMC',
            TreatmentDate: addDays(addYears(today, -3), -1),
            Amount: '50,00',
          },
        }),
      400,
      'validators.declaration-too-old',
    ],
    [
      'a treatment tomorrow',
      'jan.devries',
      () =>
        inland(numberOf.Jan ?? '', {
          Inland: {
            CareType: 'hospital',
            CareProvider: 'UMC',
            TreatmentDate: addDays(today, 1),
            Amount: '50,00',
          },
        }),
      400,
      'body.Inland.TreatmentDate: validators.date-in-future',
    ],
    [
      'a trip tomorrow',
      'jan.devries',
      () => transport(numberOf.Jan ?? '', [trip(addDays(today, -1)), trip(addDays(today, 1))]),
      400,
      'body.Transport.Trips.1.Date: validators.date-in-future',
    ],
    [
      '2000,01 euro',
      'jan.devries',
      () =>
        inland(numberOf.Jan ?? '', {
          Inland: { CareType: 'hospital', CareProvider: 'UMC', TreatmentDate: today, Amount: '2000,01' },
        }),
      400,
      'body.Inland.Amount: validators.max-digital-claim',
    ],
    [
      'abroad 2200 USD (2024 euro)',
      'jan.devries',
      () => abroad(numberOf.Jan ?? '', 'USD', '2200,00'),
      400,
      'body.Abroad.Amount: validators.max-digital-claim',
    ],
    [
      'an unknown currency',
      'jan.devries',
      () => abroad(numberOf.Jan ?? '', 'XYZ', '20,00'),
      400,
      'body.Abroad.Currency: Currency not supported',
    ],
    [
      'another household’s customer number',
      'jan.devries',
      () => inland(numberOf.Peter ?? ''),
      403,
      'You may submit claims only for yourself and for co-insured under 16',
    ],
    [
      'the partner claiming for Tim',
      'anna.devries',
      () => inland(numberOf.Tim ?? ''),
      403,
      'You may submit claims only for yourself and for co-insured under 16',
    ],
    [
      'the main insured claiming for Sanne (17)',
      'jan.devries',
      () => inland(numberOf.Sanne ?? ''),
      403,
      'You may submit claims only for yourself and for co-insured under 16',
    ],
    [
      'a co-insured giving another IBAN',
      'sanne.devries',
      () => inland(numberOf.Sanne ?? '', { Iban: 'NL91ABNA0417164300' }),
      403,
      'Only the policyholder may give another bank account',
    ],
    [
      'no truthfulness consent',
      'jan.devries',
      () => inland(numberOf.Jan ?? '', { IsTruthful: false }),
      400,
      'validators.no-confirmation',
    ],
    ['no file', 'jan.devries', () => inland(numberOf.Jan ?? ''), 400, 'At least 1 file is required', []],
    [
      'an .exe renamed .pdf',
      'jan.devries',
      () => inland(numberOf.Jan ?? ''),
      400,
      'File content does not match its type',
      [
        pngLike('ok.png', 4096),
        { name: 'nota.pdf', data: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096)]) },
      ],
    ],
    [
      '25 MB of files',
      'jan.devries',
      () => inland(numberOf.Jan ?? ''),
      413,
      'Files together exceed 20 MB',
      [pngLike('a.png', 12 * 1024 * 1024), pngLike('b.png', 13 * 1024 * 1024)],
    ],
  ];

  it.each(refused)(
    'refuses %s with a clear 4xx and stores nothing',
    async (_, username, fields, status, message, files) => {
      const before = await rowCounts();
      const reply = await submit(username, fields(), files);
      expect(reply.statusCode, reply.body).toBe(status);
      if (typeof message === 'string') expect(reply.json().message).toContain(message);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('accepts a treatment of exactly 3 years ago and one of today', async () => {
    for (const date of [addYears(today, -3), today]) {
      const reply = await submit(
        'jan.devries',
        inland(numberOf.Jan ?? '', {
          Inland: {
            CareType: 'general-practitioner',
            CareProvider: 'Huisarts',
            TreatmentDate: date,
            Amount: '2000,00',
          },
        }),
      );
      expect(reply.statusCode, reply.body).toBe(200);
    }
  });

  it('lets sanne.devries (17) claim for herself', async () => {
    const reply = await submit('sanne.devries', inland(numberOf.Sanne ?? ''));
    expect(reply.statusCode, reply.body).toBe(200);
  });

  describe('a likely duplicate', () => {
    const bill = (customerNumber: string, amount: string, extra: Record<string, unknown> = {}) => ({
      ...inlandClaimFields({
        customerNumber,
        treatmentDate: addDays(today, -20),
        careProvider: 'Fysio Centrum Oost',
        amount,
      }),
      ...extra,
    });

    it('answers 409 naming the earlier claim when the same file is sent again, and stores nothing', async () => {
      const file = pngLike('nota.png', 4096);
      const first = await submit('jan.devries', bill(numberOf.Tim ?? '', '40,00'), [file]);
      expect(first.statusCode, first.body).toBe(200);
      const before = await rowCounts();
      const again = await submit('jan.devries', bill(numberOf.Tim ?? '', '41,00'), [
        { ...file, name: 'scan.png' },
      ]);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This bill was already submitted',
        duplicateOf: { declarationId: first.json().declarationId, receivedDate: today },
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('answers 409 for the same provider, treatment date and amount with another file', async () => {
      const first = await submit('jan.devries', bill(numberOf.Tim ?? '', '55,00'));
      expect(first.statusCode, first.body).toBe(200);
      const again = await submit('jan.devries', bill(numberOf.Tim ?? '', '55,00'));
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().duplicateOf.declarationId).toBe(first.json().declarationId);
    });

    it('answers 409 when the provider is written another way (case, spacing, punctuation, B.V.)', async () => {
      const smile = (careProvider: string) => ({
        ...inlandClaimFields({
          customerNumber: numberOf.Tim ?? '',
          treatmentDate: addDays(today, -21),
          careProvider,
          amount: '95,00',
        }),
      });
      const first = await submit('jan.devries', smile('Tandartspraktijk Smile B.V.'));
      expect(first.statusCode, first.body).toBe(200);
      const again = await submit('jan.devries', smile('tandartspraktijk  smile'));
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().duplicateOf.declarationId).toBe(first.json().declarationId);
    });

    it('accepts it when the form confirms it is another bill', async () => {
      const first = await submit('jan.devries', bill(numberOf.Tim ?? '', '66,00'));
      expect(first.statusCode, first.body).toBe(200);
      const confirmed = await submit(
        'jan.devries',
        bill(numberOf.Tim ?? '', '66,00', { ConfirmDuplicate: true }),
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().declarationId).not.toBe(first.json().declarationId);
    });

    it('accepts another amount from the same provider on the same day', async () => {
      const first = await submit('jan.devries', bill(numberOf.Tim ?? '', '77,00'));
      expect(first.statusCode, first.body).toBe(200);
      const other = await submit('jan.devries', bill(numberOf.Tim ?? '', '77,50'));
      expect(other.statusCode, other.body).toBe(200);
    });

    it('never counts, nor reveals, another insured’s claim with the same file and bill', async () => {
      const file = pngLike('nota.png', 4096);
      const anna = await submit('anna.devries', bill(numberOf.Anna ?? '', '88,00'), [file]);
      expect(anna.statusCode, anna.body).toBe(200);
      const jan = await submit('jan.devries', bill(numberOf.Jan ?? '', '88,00'), [{ ...file }]);
      expect(jan.statusCode, jan.body).toBe(200);
      expect(jan.body).not.toContain(anna.json().declarationId);
    });
  });

  it('answers 401 without a token', async () => {
    const { payload, headers } = multipartPayload(inland(numberOf.Jan ?? ''), [pngLike('nota.png', 4096)]);
    const reply = await t.app.inject({ method: 'POST', url: '/api/Declaration', payload, headers });
    expect(reply.statusCode).toBe(401);
  });
});
