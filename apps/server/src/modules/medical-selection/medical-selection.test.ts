import type { MedicalSelectionResult, ValidateAndSaveMedicalSelectionBody } from '@mijn/contract';
import { addYears, insurerToday } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, dentalMedicalSelections } from '../../db/schema.ts';
import { medicalSelectionOutcome, medicalSelectionsOf } from '../../insurer/legacy/medical-selection.ts';
import { healthyAnswers } from '../../test/medical-selection.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
const JAN = 10_000_001;
const PETER = 10_000_002;
const people: Record<string, string> = {};
let contractCodes: Record<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']);
  for (const [first, last] of [
    ['Anna', 'Vries'],
    ['Sanne', 'Vries'],
    ['Tim', 'Vries'],
    ['Peter', 'Jansen'],
  ] as const) {
    people[first] = await t.customerNumberOf(first, last);
  }
  const rows = await t.db.select().from(agreements);
  contractCodes = Object.fromEntries(rows.map((row) => [row.agreementId, row.contractCode]));
});
afterAll(() => t.close());

const today = () => insurerToday(t.clock.now());
const thisYear = () => Number(today().slice(0, 4));

const healthy = () => healthyAnswers(today());

type Answers = ReturnType<typeof healthy>;

function request(
  person: { customerNumber: string } | { newcomer: { birthDate: string } },
  options: { answers?: Partial<Answers>; cover?: string; year?: number; agreementId?: number } = {},
): ValidateAndSaveMedicalSelectionBody {
  const agreementId = options.agreementId ?? JAN;
  const isNew = 'newcomer' in person;
  return {
    agreementDetails: {
      agreementId,
      contractCode: contractCodes[agreementId]!,
      year: options.year ?? thisYear() + 1,
    },
    newlyInsuredPersons: isNew
      ? [{ initials: 'L.', prefix: 'de', lastName: 'Vries', birthDate: person.newcomer.birthDate, role: 'M' }]
      : [],
    requestedContract: {
      productComponentCode: options.cover ?? 'TA-1000',
      ...(isNew ? { newlyInsuredPersonIndex: 0 } : { customerNumber: person.customerNumber }),
    },
    medicalSelection: {
      ...healthy(),
      ...options.answers,
    } as ValidateAndSaveMedicalSelectionBody['medicalSelection'],
  };
}

const send = (username: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Contract/ValidateAndSaveMedicalSelection',
    payload: body as object,
    headers: bearer(tokens[username]!),
  });

const stored = () => t.db.select().from(dentalMedicalSelections);

async function judged(body: unknown): Promise<MedicalSelectionResult> {
  const reply = await send('jan.devries', body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<MedicalSelectionResult>();
}

describe('POST Contract/ValidateAndSaveMedicalSelection', () => {
  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const anna = { customerNumber: people.Anna! };
    const valid = request(anna);
    const bad: [string, unknown][] = [
      ['no answers', { ...valid, medicalSelection: {} }],
      ['a yes/no left as text', request(anna, { answers: { dentistLastTwoYears: 'yes' as never } })],
      [
        'none combined with a treatment',
        request(anna, { answers: { expectsToHaveOneOfFollowingTreatments: [0, 2] } }),
      ],
      [
        'an unknown treatment key',
        request(anna, { answers: { expectsToHaveOneOfFollowingTreatments: [9] } }),
      ],
      [
        'a treatment while saying none is expected',
        request(anna, {
          answers: { expectsToHaveOneOfFollowingTreatments: [2], doesNotExpectTreatment: true },
        }),
      ],
      [
        '4 or more extracted but 2 missing',
        request(anna, { answers: { extracted4OrMoreTeeth: true, numberOfMissingTeeth: 2 } }),
      ],
      ['a defect left unexplained', request(anna, { answers: { hasCongenitalDentalDefect: true } })],
      ['terms not accepted', request(anna, { answers: { acceptedTermsAndConditions: false as never } })],
      ['no signature', request(anna, { answers: { signature: ' ' } })],
      ['the lowest cover, which needs no selection', request(anna, { cover: 'TA-250' })],
      ['no person named', { ...valid, requestedContract: { productComponentCode: 'TA-1000' } }],
      [
        'a newcomer who is not listed',
        { ...valid, requestedContract: { productComponentCode: 'TA-1000', newlyInsuredPersonIndex: 0 } },
      ],
      ['a year far ahead', request(anna, { year: thisYear() + 2 })],
      ['signed on another day', request(anna, { answers: { acceptanceDate: '2020-01-01' } })],
    ];
    for (const [why, body] of bad) {
      const reply = await send('jan.devries', body);
      expect(reply.statusCode, why).toBe(400);
      expect(reply.json<{ message: string }>().message, why).not.toBe('');
    }
    expect(await stored()).toEqual([]);
  });

  it('is for the policyholder, and only for the insured of their own agreement', async () => {
    const body = request({ customerNumber: people.Anna! });
    expect((await send('sanne.devries', body)).statusCode).toBe(403);
    expect((await send('anna.devries', body)).statusCode).toBe(403);
    expect((await send('peter.jansen', body)).statusCode).toBe(404);
    expect((await send('jan.devries', request({ customerNumber: people.Peter! }))).statusCode).toBe(404);
    expect(
      (await send('jan.devries', request({ customerNumber: people.Peter! }, { agreementId: PETER })))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send('jan.devries', {
          ...body,
          agreementDetails: { ...body.agreementDetails, contractCode: 'OTHER' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('approves healthy answers for Anna, stores them signed and dated, and the later save can read it', async () => {
    const result = await judged(request({ customerNumber: people.Anna! }));
    expect(result).toMatchObject({
      customer: {
        customerNumber: people.Anna,
        initials: 'A.M.',
        prefix: 'de',
        lastName: 'Vries',
        birthDate: '1982-07-22',
      },
      packageName: 'Tandarts 1000',
      isApproved: true,
      denialReasons: [],
      previouslyDenied: false,
      decidedOn: today(),
    });
    const [row] = (await stored()).filter((selection) => selection.customerNumber === people.Anna);
    expect(row).toMatchObject({
      signature: 'Jan de Vries',
      acceptanceDate: today(),
      startDate: `${thisYear() + 1}-01-01`,
    });
    expect(await medicalSelectionOutcome(t.db, people.Anna!, 'TA-1000', thisYear() + 1)).toEqual({
      isApproved: true,
      decidedOn: today(),
    });
    expect(await medicalSelectionOutcome(t.db, people.Anna!, 'TA-500', thisYear() + 1)).toBeNull();
    const onFile = await medicalSelectionsOf(t.db, [people.Anna!, people.Peter!]);
    expect(onFile.get(people.Anna!)).toEqual([
      { productComponentCode: 'TA-1000', year: thisYear() + 1, isApproved: true, decidedOn: today() },
    ]);
    expect(onFile.get(people.Peter!)).toEqual([]);
  });

  it.each([
    ['orthodontics within two years', { orthodonticsWithinTwoYears: true }, 'orthodontics-within-two-years'],
    ['no dentist visit in two years', { dentistLastTwoYears: false }, 'no-dentist-visit'],
    [
      'a congenital defect',
      { hasCongenitalDentalDefect: true, congenitalDentalDefectMessage: 'Schisis' },
      'congenital-dental-defect',
    ],
    ['4 teeth extracted', { extracted4OrMoreTeeth: true, numberOfMissingTeeth: 4 }, 'teeth-extracted'],
    [
      'an expected implant',
      { expectsToHaveOneOfFollowingTreatments: [2], doesNotExpectTreatment: false },
      'expected-treatment',
    ],
  ])('denies an adult newcomer for %s', async (_, answers, reason) => {
    const result = await judged(request({ newcomer: { birthDate: '1990-05-05' } }, { answers }));
    expect(result).toMatchObject({
      isApproved: false,
      denialReasons: [reason],
      customer: { customerNumber: null },
    });
  });

  it('judges from 8 and counts orthodontics from 18, both on the start date of the cover', async () => {
    const start = `${thisYear() + 1}-01-01`;
    const bornYearsBefore = (years: number, dayLater: boolean) => {
      const birthday = addYears(start, -years);
      return dayLater ? `${birthday.slice(0, 8)}02` : birthday;
    };
    const extracted = { extracted4OrMoreTeeth: true, numberOfMissingTeeth: 5 };
    const braces = { orthodonticsWithinTwoYears: true };
    const verdict = async (birthDate: string, answers: Partial<Answers>) =>
      (await judged(request({ newcomer: { birthDate } }, { answers }))).isApproved;
    expect(await verdict(bornYearsBefore(8, true), extracted)).toBe(true);
    expect(await verdict(bornYearsBefore(8, false), extracted)).toBe(false);
    expect(await verdict(bornYearsBefore(18, true), braces)).toBe(true);
    expect(await verdict(bornYearsBefore(18, false), braces)).toBe(false);
  });

  it('judges this year on today, by the pinned clock', async () => {
    const braces = { orthodonticsWithinTwoYears: true };
    const turns18 = (dayOffset: number) => {
      const birthday = new Date(`${addYears(today(), -18)}T00:00:00Z`);
      birthday.setUTCDate(birthday.getUTCDate() + dayOffset);
      return birthday.toISOString().slice(0, 10);
    };
    const verdict = async (birthDate: string) =>
      (await judged(request({ newcomer: { birthDate } }, { answers: braces, year: thisYear() }))).isApproved;
    expect(await verdict(turns18(1))).toBe(true);
    expect(await verdict(turns18(0))).toBe(false);
  });

  it('keeps a denied person from that cover and higher, not from a lower one', async () => {
    const sanne = { customerNumber: people.Sanne! };
    const denied = await judged(
      request(sanne, { cover: 'TA-500', answers: { extracted4OrMoreTeeth: true, numberOfMissingTeeth: 4 } }),
    );
    expect(denied).toMatchObject({
      isApproved: false,
      denialReasons: ['teeth-extracted'],
      packageName: 'Tandarts 500',
    });
    const rows = (await stored()).length;

    for (const cover of ['TA-500', 'TA-1000']) {
      const again = await judged(request(sanne, { cover }));
      expect(again).toMatchObject({
        isApproved: false,
        previouslyDenied: true,
        customer: { customerNumber: people.Sanne },
      });
    }
    expect((await stored()).length).toBe(rows);
    expect(await medicalSelectionOutcome(t.db, people.Sanne!, 'TA-500', thisYear() + 1)).toMatchObject({
      isApproved: false,
    });

    const tim = { customerNumber: people.Tim! };
    await judged(request(tim, { cover: 'TA-1000', answers: { dentistLastTwoYears: false } }));
    expect(await judged(request(tim, { cover: 'TA-500' }))).toMatchObject({ isApproved: true });
    const timsSelections = await t.db
      .select()
      .from(dentalMedicalSelections)
      .where(eq(dentalMedicalSelections.customerNumber, people.Tim!));
    expect(timsSelections.map((row) => [row.productCode, row.isApproved])).toEqual(
      expect.arrayContaining([
        ['TA-1000', false],
        ['TA-500', true],
      ]),
    );
  });
});
