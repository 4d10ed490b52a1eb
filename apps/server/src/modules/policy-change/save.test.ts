import type {
  AgreementDetail,
  AgreementMutability,
  ChosenInsurance,
  ContractCards,
  ContractValidation,
  PaymentDetails,
  SaveContractCardsReply,
} from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthyAnswers } from '../../test/medical-selection.ts';
import { dayAt } from '../../test/pinned-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const JAN = { agreementId: 10_000_001, contractCode: 'ZZ-PARTICULIER' };
const PETER = { agreementId: 10_000_002, contractCode: 'AEV-COLLECTIEF' };
const MARK = { agreementId: 10_000_005, contractCode: 'PVE-WERKGEVER' };
const users = ['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen', 'mark.peters'];

/**
 * Seeded on the first 31 October from today: the day before next year's cover opens for change.
 * The clock then only moves forward: to 1 November for most tests, to 31 January and 1 February
 * of the year changed for the deadline.
 */
const wallToday = insurerToday(new Date());
const seedYear = Number(wallToday.slice(0, 4)) + (`${wallToday.slice(0, 4)}-10-31` < wallToday ? 1 : 0);
const YEAR = seedYear + 1;

let t: TestApp;
let tokens: Record<string, string> = {};
const people: Record<string, string> = {};

async function moveClockTo(day: string) {
  t.clock.set(dayAt(day));
  tokens = await t.accessTokens(users);
}

beforeAll(async () => {
  t = await createTestApp({ today: `${seedYear}-10-31` });
  tokens = await t.accessTokens(users);
  for (const [first, last] of [
    ['Jan', 'Vries'],
    ['Anna', 'Vries'],
    ['Sanne', 'Vries'],
    ['Mark', 'Peters'],
  ] as const) {
    people[first] = await t.customerNumberOf(first, last);
  }
});
afterAll(() => t.close());

const post = (user: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearer(tokens[user] ?? '') });

const payloadOf = (
  agreement: typeof JAN,
  chosenInsurances: readonly ChosenInsurance[],
  year = YEAR,
  selectedPaymentTerm = 1,
) => ({
  ...agreement,
  language: 'nl',
  startDate: `${year}-01-01`,
  selectedPaymentTerm,
  chosenInsurances,
});

const save = (
  user: string,
  agreement: typeof JAN,
  chosen: readonly ChosenInsurance[],
  options: { year?: number; agreementNumber?: number; term?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Contract/SaveContractCards',
    query: { agreementNumber: String(options.agreementNumber ?? agreement.agreementId) },
    payload: payloadOf(agreement, chosen, options.year, options.term),
    headers: bearer(tokens[user] ?? ''),
  });

const cardsOf = async (user: string, agreement: typeof JAN, year = YEAR) => {
  const reply = await post(user, 'Contract/GetContractCardsForActivePolicies', { ...agreement, year });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ContractCards>();
};

const overviewOf = async (user: string, year = YEAR) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Agreement/getAgreementDetailsForYear',
    query: { year: String(year) },
    headers: bearer(tokens[user] ?? ''),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const [agreement] = reply.json<AgreementDetail[]>();
  if (!agreement) throw new Error(`no agreement of ${user} in ${year}`);
  return agreement;
};

/** The selection with one person's codes changed. */
const changed = (
  selection: readonly ChosenInsurance[],
  customerNumber: string | undefined,
  change: (codes: string[]) => string[],
): ChosenInsurance[] =>
  selection.map((chosen) =>
    chosen.customerNumber === customerNumber
      ? { ...chosen, productComponentCodes: change([...chosen.productComponentCodes]) }
      : chosen,
  );
const replacing = (from: string, to: string) => (codes: string[]) =>
  codes.map((code) => (code === from ? to : code));
/** The parents' choices: the children may be left out, they follow the parents. */
const adultsOf = (cards: ContractCards) =>
  cards.currentSelection.filter((chosen) => [people.Jan, people.Anna].includes(chosen.customerNumber));
const codesOf = (cards: ContractCards, customerNumber: string | undefined) =>
  cards.currentSelection.find((chosen) => chosen.customerNumber === customerNumber)?.productComponentCodes;

const paymentDetailsOf = async (user: string, agreement: typeof JAN) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Agreement/GetPaymentDetails',
    query: { agreementId: String(agreement.agreementId), contractCode: agreement.contractCode },
    headers: bearer(tokens[user] ?? ''),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<PaymentDetails>();
};

const termMutabilityOf = async (user: string, agreement: typeof JAN) => {
  const reply = await post(user, 'Agreement/AgreementMutable', { ...agreement, policyYear: YEAR });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<AgreementMutability>().paymentTerm;
};

const expectRefused = (reply: Awaited<ReturnType<typeof save>>, statusCode: number, message: string) => {
  expect(reply.statusCode, reply.body).toBe(statusCode);
  expect(reply.json()).toMatchObject({ statusCode, message });
};

describe('POST /api/Contract/SaveContractCards', () => {
  it('refuses next year on 31 October: not yet possible by the server clock, nothing written', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const raised = changed(cards.currentSelection, people.Jan, replacing('OW-0', 'OW-500'));
    expectRefused(await save('jan.devries', JAN, raised), 409, 'The policy cannot be changed');
    expectRefused(
      await save('jan.devries', JAN, cards.currentSelection, { year: seedYear }),
      409,
      'The policy cannot be changed',
    );
    expect((await cardsOf('jan.devries', JAN)).currentSelection).toEqual(cards.currentSelection);
  });

  it('saves on 1 November; the cards, the overview and its premium show the change at once', async () => {
    await moveClockTo(`${seedYear}-11-01`);
    const cards = await cardsOf('jan.devries', JAN);
    const raised = changed(cards.currentSelection, people.Jan, replacing('OW-0', 'OW-500'));
    const validation = await post('jan.devries', 'Contract/validate', payloadOf(JAN, raised));
    const expected = validation.json<ContractValidation>().totals;
    const before = await overviewOf('jan.devries');
    expect(before.totalAmount).toBeGreaterThan(expected.totalNettoAmountMonth);

    const reply = await save('jan.devries', JAN, raised);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<SaveContractCardsReply>()).toEqual({
      outcome: 'saved',
      year: YEAR,
      startDate: `${YEAR}-01-01`,
    });

    const after = await cardsOf('jan.devries', JAN);
    expect(codesOf(after, people.Jan)).toContain('OW-500');
    expect(codesOf(after, people.Jan)).not.toContain('OW-0');
    const overview = await overviewOf('jan.devries');
    expect(overview.totalAmount).toBe(expected.totalNettoAmountMonth);
    const jan = overview.policyDetails.find((policy) => policy.customerNumber === people.Jan);
    expect(jan?.excess).toEqual({ mandatory: 38_500, voluntary: 50_000, total: 88_500 });
    expect(jan?.totalNettoPremium).toBe(
      expected.customerOverviews.find((person) => person.customerNumber === people.Jan)?.totalNettoPremium,
    );
  });

  it('applies a change submitted twice at once only once: saved, then unchanged', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const lowered = changed(adultsOf(cards), people.Anna, replacing('AP-3', 'AP-2'));
    const replies = await Promise.all([save('jan.devries', JAN, lowered), save('jan.devries', JAN, lowered)]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    expect(replies.map((reply) => reply.json<SaveContractCardsReply>().outcome).sort()).toEqual([
      'saved',
      'unchanged',
    ]);
    const overview = await overviewOf('jan.devries');
    const again = await save('jan.devries', JAN, (await cardsOf('jan.devries', JAN)).currentSelection);
    expect(again.json<SaveContractCardsReply>()).toEqual({
      outcome: 'unchanged',
      year: YEAR,
      startDate: `${YEAR}-01-01`,
    });
    expect(await overviewOf('jan.devries')).toEqual(overview);
    expect(
      overview.policyDetails.map((policy) => policy.products.some((line) => line.code === 'AP-2')),
    ).toEqual([true, true, true, true]);
  });

  it('lists every missing required package, and writes nothing', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const adults = adultsOf(cards);
    const incomplete = changed(
      changed(adults, people.Jan, (codes) => codes.filter((code) => code !== 'MB-NATURA')),
      people.Anna,
      (codes) => codes.filter((code) => !code.startsWith('OW-')),
    );
    const reply = await save('jan.devries', JAN, incomplete);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<SaveContractCardsReply>()).toEqual({
      outcome: 'missing-required-packages',
      missingRequiredPackages: [
        { customerNumber: people.Jan, group: 'basic' },
        { customerNumber: people.Anna, group: 'excess' },
      ],
    });
    const annaLeftOut = adults.filter((chosen) => chosen.customerNumber !== people.Anna);
    expect((await save('jan.devries', JAN, annaLeftOut)).json()).toEqual({
      outcome: 'missing-required-packages',
      missingRequiredPackages: [
        { customerNumber: people.Anna, group: 'basic' },
        { customerNumber: people.Anna, group: 'excess' },
      ],
    });
    expect((await cardsOf('jan.devries', JAN)).currentSelection).toEqual(cards.currentSelection);
  });

  it("refuses mark.peters mixing his employer's line with additional cover, and the other broken rules", async () => {
    const mark = await cardsOf('mark.peters', MARK);
    expectRefused(
      await save(
        'mark.peters',
        MARK,
        changed(mark.currentSelection, people.Mark, (codes) => [...codes, 'AP-2']),
      ),
      422,
      'This combination of packages is not possible',
    );
    const jan = await cardsOf('jan.devries', JAN);
    const refusals: [ChosenInsurance[], string][] = [
      [
        changed(jan.currentSelection, people.Jan, (codes) => [...codes, 'GEEN-AP']),
        'This combination of packages is not possible',
      ],
      [
        changed(jan.currentSelection, people.Jan, (codes) => [...codes, 'AP-3']),
        'More packages are selected than allowed',
      ],
      [
        changed(jan.currentSelection, people.Jan, replacing('AP-2', 'XA-COLLECTIEF')),
        'This package change is not possible for this insured person',
      ],
      [
        [...jan.currentSelection, { customerNumber: people.Sanne ?? '', productComponentCodes: ['TA-250'] }],
        'This package change is not possible for this insured person',
      ],
      [
        [
          ...jan.currentSelection,
          { customerNumber: people.Mark ?? '', productComponentCodes: ['MB-NATURA'] },
        ],
        'This package change is not possible for this insured person',
      ],
    ];
    for (const [selection, message] of refusals)
      expectRefused(await save('jan.devries', JAN, selection), 422, message);
    expect((await cardsOf('mark.peters', MARK)).currentSelection).toEqual(mark.currentSelection);
    expect((await cardsOf('jan.devries', JAN)).currentSelection).toEqual(jan.currentSelection);
  });

  it('lets only the policyholder save: a defaulter 409, partner and co-insured 403, another household 404', async () => {
    const peter = await cardsOf('peter.jansen', PETER);
    expectRefused(
      await save('peter.jansen', PETER, peter.currentSelection),
      409,
      'The policy cannot be changed',
    );
    const jan = await cardsOf('jan.devries', JAN);
    for (const user of ['anna.devries', 'sanne.devries'])
      expect((await save(user, JAN, jan.currentSelection)).statusCode).toBe(403);
    expectRefused(await save('jan.devries', PETER, peter.currentSelection), 404, 'Agreement not found');
    expectRefused(
      await save('mark.peters', JAN, jan.currentSelection, { agreementNumber: JAN.agreementId }),
      404,
      'Agreement not found',
    );
    expect((await cardsOf('peter.jansen', PETER)).currentSelection).toEqual(peter.currentSelection);
  });

  it('saves a new TA-1000 only with an approved medical selection: none, denied, approved', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const annaHigher = changed(cards.currentSelection, people.Anna, replacing('TA-250', 'TA-1000'));
    expectRefused(
      await save('jan.devries', JAN, annaHigher),
      422,
      'This dental cover needs an approved medical selection',
    );

    const today = insurerToday(t.clock.now());
    const select = async (customerNumber: string | undefined, answers: object) => {
      const reply = await post('jan.devries', 'Contract/ValidateAndSaveMedicalSelection', {
        agreementDetails: { ...JAN, year: YEAR },
        newlyInsuredPersons: [],
        requestedContract: { productComponentCode: 'TA-1000', customerNumber },
        medicalSelection: { ...healthyAnswers(today), ...answers },
      });
      expect(reply.statusCode, reply.body).toBe(200);
    };
    await select(people.Jan, { extracted4OrMoreTeeth: true, numberOfMissingTeeth: 5 });
    const janHigher = changed(cards.currentSelection, people.Jan, replacing('TA-500', 'TA-1000'));
    expectRefused(
      await save('jan.devries', JAN, janHigher),
      422,
      'The medical selection for this dental cover was denied',
    );

    await select(people.Anna, { signature: 'Anna de Vries' });
    expect((await save('jan.devries', JAN, annaHigher)).json()).toMatchObject({ outcome: 'saved' });
    expect(codesOf(await cardsOf('jan.devries', JAN), people.Anna)).toContain('TA-1000');
  });

  it('changes the payment term with the policy from 1 January: 1% off a year, a double submit unchanged, back again', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    expect(cards.paymentTerm).toBe(1);
    const validation = await post('jan.devries', 'Contract/validate', {
      ...payloadOf(JAN, cards.currentSelection, YEAR, 12),
    });
    const { totals } = validation.json<ContractValidation>();
    const yearly = totals.totalNettoAmountMonth * 12;
    expect(totals).toMatchObject({
      paymentTerm: 12,
      paymentTermDiscountPercentage: 1,
      paymentTermDiscountAmount: Math.round(yearly / 100),
      totalNettoAmountPaymentTerm: yearly - Math.round(yearly / 100),
    });
    const overview = await overviewOf('jan.devries');

    // The cover stays as it is: a change of the term alone is saved too.
    const reply = await save('jan.devries', JAN, cards.currentSelection, { term: 12 });
    expect(reply.json<SaveContractCardsReply>()).toEqual({
      outcome: 'saved',
      year: YEAR,
      startDate: `${YEAR}-01-01`,
    });
    const details = await paymentDetailsOf('jan.devries', JAN);
    expect(details.paymentTerm).toBe(1);
    expect(details.scheduledChange).toEqual({
      startsOn: `${YEAR}-01-01`,
      paymentMethod: 'DirectDebit',
      paymentTerm: 12,
    });
    expect((await cardsOf('jan.devries', JAN)).paymentTerm).toBe(12);
    expect(await overviewOf('jan.devries')).toEqual(overview);

    const again = await save('jan.devries', JAN, cards.currentSelection, { term: 12 });
    expect(again.json<SaveContractCardsReply>()).toMatchObject({ outcome: 'unchanged' });

    // Back to the agreement's own term: the waiting change goes.
    const back = await save('jan.devries', JAN, cards.currentSelection, { term: 1 });
    expect(back.json<SaveContractCardsReply>()).toMatchObject({ outcome: 'saved' });
    expect((await paymentDetailsOf('jan.devries', JAN)).scheduledChange).toBeNull();
    expect((await cardsOf('jan.devries', JAN)).paymentTerm).toBe(1);
  });

  it("refuses another term for a defaulter and for mark.peters's employer-paid premium, and writes nothing", async () => {
    const peter = await cardsOf('peter.jansen', PETER);
    expectRefused(
      await save('peter.jansen', PETER, peter.currentSelection, { term: 12 }),
      409,
      'The policy cannot be changed',
    );
    const mark = await cardsOf('mark.peters', MARK);
    const otherTerm = mark.paymentTerm === 12 ? 1 : 12;
    expectRefused(
      await save('mark.peters', MARK, mark.currentSelection, { term: otherTerm }),
      409,
      'The premium is paid by the employer',
    );
    expect((await paymentDetailsOf('mark.peters', MARK)).scheduledChange).toBeNull();
    expect((await cardsOf('mark.peters', MARK)).paymentTerm).toBe(mark.paymentTerm);
  });

  it('answers 400 to bad input and writes nothing', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const bad = [
      await save('jan.devries', JAN, cards.currentSelection, { agreementNumber: PETER.agreementId }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Contract/SaveContractCards',
        payload: payloadOf(JAN, cards.currentSelection),
        headers: bearer(tokens['jan.devries'] ?? ''),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Contract/SaveContractCards',
        query: { agreementNumber: String(JAN.agreementId) },
        payload: { ...payloadOf(JAN, cards.currentSelection), startDate: `${YEAR}-03-01` },
        headers: bearer(tokens['jan.devries'] ?? ''),
      }),
      await save('jan.devries', JAN, []),
    ];
    expect(bad.map((reply) => reply.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await cardsOf('jan.devries', JAN)).currentSelection).toEqual(cards.currentSelection);
  });

  it('lets a term chosen with the policy start on 1 January up to 9 December, not from the 10th', async () => {
    await moveClockTo(`${seedYear}-12-09`);
    expect(await termMutabilityOf('jan.devries', JAN)).toEqual({ isMutable: true, reason: null });
    await moveClockTo(`${seedYear}-12-10`);
    expect(await termMutabilityOf('jan.devries', JAN)).toEqual({
      isMutable: false,
      reason: 'not-yet-possible',
    });
    const cards = await cardsOf('jan.devries', JAN);
    expectRefused(
      await save('jan.devries', JAN, cards.currentSelection, { term: 12 }),
      409,
      'This payment term cannot be chosen yet',
    );
    expect((await paymentDetailsOf('jan.devries', JAN)).scheduledChange).toBeNull();
    expect((await save('jan.devries', JAN, cards.currentSelection)).json()).toMatchObject({
      outcome: 'unchanged',
    });
  });

  it.each([
    ['01-31', 200],
    ['02-01', 409],
  ])('by the server clock: on %s of the year changed the save answers %i', async (day, statusCode) => {
    await moveClockTo(`${YEAR}-${day}`);
    const cards = await cardsOf('jan.devries', JAN);
    const excess = codesOf(cards, people.Jan)?.includes('OW-500') ? 'OW-500' : 'OW-0';
    const other = excess === 'OW-500' ? 'OW-0' : 'OW-500';
    const reply = await save(
      'jan.devries',
      JAN,
      changed(cards.currentSelection, people.Jan, replacing(excess, other)),
    );
    expect(reply.statusCode, reply.body).toBe(statusCode);
    if (statusCode === 200) expect(reply.json()).toMatchObject({ outcome: 'saved', year: YEAR });
    else expect(reply.json()).toMatchObject({ message: 'The policy cannot be changed' });
  });
});
