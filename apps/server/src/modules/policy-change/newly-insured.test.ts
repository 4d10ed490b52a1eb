import type {
  AgreementDetail,
  ContractCards,
  Document,
  Letter,
  NewlyInsuredPersonForm,
  SaveNewlyInsuredPersonsReply,
} from '@mijn/contract';
import { serverMessages } from '@mijn/contract';
import { addDays, addMonths, insurerToday } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cardRequests,
  customers,
  newlyInsuredRequests,
  notifications,
  policies,
} from '../../db/schema.ts';
import { bsnSequence } from '../../db/seed/identifiers.ts';
import { acceptDueNewlyInsured } from '../../jobs/newly-insured.ts';
import { switchLanguage } from '../../test/letter-language.ts';
import { healthyAnswers } from '../../test/medical-selection.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const JAN = { agreementId: 10_000_001, contractCode: 'ZZ-PARTICULIER' };
const RUBEN = { agreementId: 10_000_007, contractCode: 'ZZ-PARTICULIER' };
const KARIN = { agreementId: 10_000_008, contractCode: 'ZZ-PARTICULIER' };
const users = ['jan.devries', 'peter.jansen', 'ruben.koster', 'karin.dekker'];

/** Seeded on the first 16 November from today: next year's offer is open (decision 0009). */
const wallToday = insurerToday(new Date());
const seedYear = Number(wallToday.slice(0, 4)) + (`${wallToday.slice(0, 4)}-11-16` < wallToday ? 1 : 0);
const TODAY = `${seedYear}-11-16`;
const NEXT_YEAR = seedYear + 1;

let t: TestApp;
let tokens: Record<string, string> = {};
/** BSNs nobody in the seeded world has, far from the seed's own range. */
const freshBsns = bsnSequence(99_999_000);
const freshBsn = () => freshBsns.next().value as string;

beforeAll(async () => {
  t = await createTestApp({ today: TODAY });
  tokens = await t.accessTokens(users);
});
afterAll(() => t.close());

const newborn = (overrides: Partial<NewlyInsuredPersonForm> = {}): NewlyInsuredPersonForm => {
  const birthDate = overrides.birthDate ?? addDays(TODAY, -10);
  return {
    role: 'M',
    isBornRecently: true,
    socialSecurityNumber: freshBsn(),
    initials: 'L.',
    firstName: 'Lotte',
    prefix: 'de',
    lastName: 'Vries',
    prefixBirthName: '',
    birthName: '',
    gender: 'female',
    birthDate,
    nationality: 'NL',
    startDate: birthDate,
    ...overrides,
  };
};

const partner = (overrides: Partial<NewlyInsuredPersonForm> = {}): NewlyInsuredPersonForm => ({
  role: 'P',
  isBornRecently: false,
  socialSecurityNumber: freshBsn(),
  initials: 'M.',
  firstName: 'Maud',
  prefix: '',
  lastName: 'Koster',
  prefixBirthName: 'van',
  birthName: 'Dam',
  gender: 'female',
  birthDate: '1986-04-12',
  nationality: 'NL',
  startDate: `${NEXT_YEAR}-01-01`,
  ...overrides,
});

const asPartnerChoice = (codes: string[]) => [{ customerNumber: '00000000', productComponentCodes: codes }];

const save = (
  user: string,
  agreement: typeof JAN,
  persons: NewlyInsuredPersonForm[],
  chosenInsurances: { customerNumber: string; productComponentCodes: string[] }[] = [],
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Contract/SaveContractCardsForNewlyInsuredPersons',
    query: { agreementNumber: String(agreement.agreementId) },
    payload: { ...agreement, newlyInsuredPersons: persons, chosenInsurances },
    headers: bearer(tokens[user] ?? ''),
  });

const cards = (user: string, agreement: typeof JAN, persons: NewlyInsuredPersonForm[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Contract/GetContractCardsForNewlyInsuredPersons',
    payload: { ...agreement, newlyInsuredPersons: persons },
    headers: bearer(tokens[user] ?? ''),
  });

const inUse = (user: string, agreementId: number, socialSecurityNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Agreement/${agreementId}/social-security-number-in-use`,
    payload: { socialSecurityNumber },
    headers: bearer(tokens[user] ?? ''),
  });

const detailsOf = async (user: string, year: number, agreementId: number) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Agreement/getAgreementDetailsForYear',
    query: { year: String(year) },
    headers: bearer(tokens[user] ?? ''),
  });
  return reply.json<AgreementDetail[]>().find((detail) => detail.agreementId === agreementId);
};

const read = async (user: string, url: string, language: 'nl-NL' | 'en-US' = 'nl-NL') => {
  await switchLanguage(t.app, tokens[user] ?? '', language);
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[user] ?? ''), 'accept-language': language },
  });
};

/** The welcome letter naming a person, as the user's message box lists it. */
async function welcomeOf(user: string, firstName: string): Promise<Document | undefined> {
  const list = (await read(user, '/api/Document/GetDocumentList')).json<Document[]>();
  return list.find((document) => document.name === `Welkom, ${firstName}`);
}

const bsnOf = async (firstName: string, lastName: string) => {
  const [row] = await t.db
    .select({ bsn: customers.bsn })
    .from(customers)
    .where(and(eq(customers.firstName, firstName), eq(customers.lastName, lastName)));
  return row?.bsn ?? '';
};

describe('another household', () => {
  it('never learns that an agreement exists (404), and nothing is stored', async () => {
    expect((await inUse('peter.jansen', JAN.agreementId, freshBsn())).statusCode).toBe(404);
    expect((await cards('peter.jansen', JAN, [newborn()])).statusCode).toBe(404);
    expect((await save('peter.jansen', JAN, [newborn()])).statusCode).toBe(404);
    expect(await t.db.select().from(newlyInsuredRequests)).toEqual([]);
  });
});

describe('Agreement/{agreementId}/social-security-number-in-use', () => {
  it('knows the BSN of any customer, and not a new one', async () => {
    expect((await inUse('jan.devries', JAN.agreementId, await bsnOf('Peter', 'Jansen'))).json()).toBe(true);
    expect((await inUse('jan.devries', JAN.agreementId, freshBsn())).json()).toBe(false);
  });

  it('refuses a number failing the 11-check (400)', async () => {
    const reply = await inUse('jan.devries', JAN.agreementId, '123456789');
    expect(reply.statusCode).toBe(400);
  });
});

describe('CancellationServicePeriod/ValidateDate', () => {
  it.each([
    [`${NEXT_YEAR}-01-01`, true],
    [`${NEXT_YEAR}-01-02`, false],
    [addDays(TODAY, 1), false],
  ])('%s: active %s', async (date, isActive) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/CancellationServicePeriod/ValidateDate',
      query: { date },
      headers: bearer(tokens['ruben.koster'] ?? ''),
    });
    expect(reply.json()).toEqual({ isActive });
  });
});

describe('refusals (spec §8 Add insured)', () => {
  it.each<[string, string, typeof JAN, () => Promise<NewlyInsuredPersonForm[]>, string]>([
    ['a second partner', 'jan.devries', JAN, async () => [partner()], serverMessages.partnerAlreadyExists],
    [
      'the BSN of someone on the agreement',
      'jan.devries',
      JAN,
      async () => [newborn({ socialSecurityNumber: await bsnOf('Tim', 'Vries') })],
      serverMessages.socialSecurityNumberAlreadyInUse,
    ],
    [
      'a BSN in use elsewhere',
      'ruben.koster',
      RUBEN,
      async () => [partner({ socialSecurityNumber: await bsnOf('Peter', 'Jansen') })],
      serverMessages.socialSecurityNumberAlreadyInUse,
    ],
    [
      'a newborn a day past 4 months',
      'jan.devries',
      JAN,
      async () => [newborn({ birthDate: addDays(addMonths(TODAY, -4), -1) })],
      serverMessages.newbornTooLate,
    ],
    [
      'a partner from yesterday',
      'ruben.koster',
      RUBEN,
      async () => [partner({ startDate: addDays(TODAY, -1) })],
      serverMessages.startDateOutsideAgreement,
    ],
    [
      'a year whose premiums are not known',
      'ruben.koster',
      RUBEN,
      async () => [partner({ startDate: `${NEXT_YEAR + 1}-01-01` })],
      serverMessages.offerYearUnknown,
    ],
    [
      'an agreement nobody is insured on next year',
      'karin.dekker',
      KARIN,
      async () => [partner({ lastName: 'Dekker' })],
      serverMessages.noActivePolicy,
    ],
  ])('%s: 409', async (_, user, agreement, persons, message) => {
    const asked = await persons();
    const chosen = asked[0]?.role === 'P' ? asPartnerChoice(['MB-NATURA', 'OW-0']) : [];
    for (const reply of [await cards(user, agreement, asked), await save(user, agreement, asked, chosen)]) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(message);
    }
    expect(await t.db.select().from(newlyInsuredRequests)).toEqual([]);
  });

  it('a newborn on the last day of 4 months is not refused', async () => {
    const reply = await cards('jan.devries', JAN, [newborn({ birthDate: addMonths(TODAY, -4) })]);
    expect(reply.statusCode).toBe(200);
  });

  it('refuses two partners or one BSN twice in one request as input (400)', async () => {
    const twice = newborn();
    expect((await save('jan.devries', JAN, [twice, { ...twice, firstName: 'Eva' }])).statusCode).toBe(400);
    expect((await save('ruben.koster', RUBEN, [partner(), partner()])).statusCode).toBe(400);
  });
});

describe('the cards for new persons', () => {
  it("give a newborn the parents' packages free, nothing to choose", async () => {
    const reply = await cards('jan.devries', JAN, [newborn()]);
    const answer = reply.json<ContractCards>();
    expect(answer.insuredPersons).toEqual([
      expect.objectContaining({ customerNumber: '00000000', followsParent: true, role: 'M' }),
    ]);
    const personCards = Object.values(answer.groups).flatMap((group) => group.cards);
    expect(personCards.every((card) => card.insuredPersons.every((person) => person.isDisabled))).toBe(true);
    expect(
      personCards
        .flatMap((card) => card.insuredPersons)
        .every((person) => person.netPremiumWithDiscount === 0),
    ).toBe(true);
    expect(answer.currentSelection[0]?.productComponentCodes).toContain('MB-NATURA');
  });

  it('let a partner choose and pay, basic cover proposed', async () => {
    const answer = (await cards('ruben.koster', RUBEN, [partner()])).json<ContractCards>();
    const basic = answer.groups.basic.cards.find((card) => card.productComponentCode === 'MB-NATURA');
    expect(basic?.insuredPersons).toEqual([
      expect.objectContaining({ customerNumber: '00000000', isDisabled: false }),
    ]);
    expect(basic?.insuredPersons[0]?.netPremiumWithDiscount).toBeGreaterThan(0);
    expect(answer.currentSelection).toEqual([
      { customerNumber: '00000000', productComponentCodes: expect.arrayContaining(['MB-NATURA', 'OW-0']) },
    ]);
  });
});

describe('the cards chosen for a partner', () => {
  it('without basic cover and excess: missing-required-packages, nothing stored', async () => {
    const reply = await save('ruben.koster', RUBEN, [partner()], asPartnerChoice([]));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      outcome: 'missing-required-packages',
      missingRequiredPackages: expect.arrayContaining([{ customerNumber: '00000000', group: 'basic' }]),
    });
    expect(await t.db.select().from(newlyInsuredRequests)).toEqual([]);
  });

  it('dental with medical selection only after an approved selection (422)', async () => {
    const reply = await save(
      'ruben.koster',
      RUBEN,
      [partner()],
      asPartnerChoice(['MB-NATURA', 'OW-0', 'TA-1000']),
    );
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toBe(serverMessages.medicalSelectionRequired);
  });
});

describe('the core accepts', () => {
  it('a newborn at once: a customer, a free policy from the birth date, a card and her own welcome letter', async () => {
    const daughter = newborn({ firstName: 'Fenna' });
    const reply = await save('jan.devries', JAN, [daughter]);
    expect(reply.statusCode).toBe(200);
    const answer = reply.json<SaveNewlyInsuredPersonsReply>();
    expect(answer).toMatchObject({
      outcome: 'accepted',
      persons: [{ startDate: daughter.birthDate, role: 'M' }],
    });
    const customerNumber = answer.outcome === 'accepted' ? answer.persons[0]?.customerNumber : null;
    expect(customerNumber).toMatch(/^\d{8}$/);

    const details = await detailsOf('jan.devries', seedYear, JAN.agreementId);
    const policy = details?.policyDetails.find((detail) => detail.customerNumber === customerNumber);
    expect(policy).toMatchObject({ isFree: true, totalNettoPremium: 0 });
    expect(details?.newlyInsuredPersonsInProgress).toEqual([]);
    const [holderPolicy] = await t.db
      .select()
      .from(policies)
      .where(eq(policies.customerNumber, customerNumber ?? ''));
    expect(holderPolicy?.startDate).toBe(daughter.birthDate);
    expect(
      await t.db
        .select()
        .from(cardRequests)
        .where(eq(cardRequests.customerNumber, customerNumber ?? '')),
    ).toHaveLength(1);

    // The welcome letter is Fenna's, listed under her name in Jan's message box, and names her.
    const welcome = await welcomeOf('jan.devries', 'Fenna');
    expect(welcome?.customer).toMatchObject({ number: customerNumber, initials: 'L.', lastName: 'de Vries' });
    const letter = (
      await read('jan.devries', `/api/Document/GetLetter/${welcome?.documentID}`)
    ).json<Letter>();
    expect(letter.customerName).toBe('L. de Vries');
    expect(letter.paragraphs[0]).toBe('Beste ouder of verzorger van Fenna,');
    expect(letter.paragraphs[1]).toMatch(
      /^Welkom bij Zorgzaam Zorgverzekeringen, Fenna! Uw kind Fenna is verzekerd vanaf \d{1,2} \w+ \d{4}\./,
    );
    const english = (
      await read('jan.devries', `/api/Document/GetLetter/${welcome?.documentID}`, 'en-US')
    ).json<Letter>();
    expect(english.title).toBe('Welcome, Fenna');
    expect(english.paragraphs[1]).toContain('Your child Fenna is insured from');
    // Posted to the household: to the parent(s) on Fenna's behalf.
    const pdf = await pdfText(
      (await read('jan.devries', `/api/Document/Download/${welcome?.documentID}`)).rawPayload,
    );
    expect(pdf.text).toContain('Aan de ouder(s)/verzorger(s) van L. de Vries');
    // Fenna has no account: her letter is told to Jan, who reads it.
    const [told] = await t.db
      .select({ username: accounts.username })
      .from(notifications)
      .innerJoin(accounts, eq(accounts.accountId, notifications.accountId))
      .where(eq(notifications.eventKey, `letterArrived:${welcome?.documentID}`));
    expect(told?.username).toBe('jan.devries');

    const withCard = await t.app.inject({
      method: 'GET',
      url: '/api/Customer/getAllCustomersWithActiveInsuranceCard',
      headers: bearer(tokens['jan.devries'] ?? ''),
    });
    expect(
      withCard.json<{ customerNumber: string }[]>().map((customer) => customer.customerNumber),
    ).toContain(customerNumber);

    // The same child again is refused: her BSN is on the agreement now.
    const again = await save('jan.devries', JAN, [daughter]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(serverMessages.socialSecurityNumberAlreadyInUse);
  });

  it('a partner after NEW_INSURED_DELAY_SECONDS, with approved dental cover, once however many runs', async () => {
    const maud = partner({ firstName: 'Maud' });
    const judged = await t.app.inject({
      method: 'POST',
      url: '/api/Contract/ValidateAndSaveMedicalSelection',
      payload: {
        agreementDetails: { ...RUBEN, year: NEXT_YEAR },
        newlyInsuredPersons: [
          { initials: maud.initials, lastName: maud.lastName, birthDate: maud.birthDate, role: 'P' },
        ],
        requestedContract: { productComponentCode: 'TA-1000', newlyInsuredPersonIndex: 0 },
        medicalSelection: { ...healthyAnswers(TODAY), signature: 'Ruben Koster' },
      },
      headers: bearer(tokens['ruben.koster'] ?? ''),
    });
    expect(judged.json()).toMatchObject({ isApproved: true });
    const reply = await save(
      'ruben.koster',
      RUBEN,
      [maud],
      asPartnerChoice(['MB-NATURA', 'OW-0', 'TA-1000']),
    );
    expect(reply.json()).toMatchObject({
      outcome: 'in-progress',
      persons: [{ customerNumber: null, role: 'P' }],
    });
    expect(
      (await detailsOf('ruben.koster', NEXT_YEAR, RUBEN.agreementId))?.newlyInsuredPersonsInProgress,
    ).toEqual([
      {
        initials: 'M.',
        fullLastName: 'Koster',
        birthDate: '1986-04-12',
        role: 'P',
        startDate: `${NEXT_YEAR}-01-01`,
      },
    ]);
    // A second partner while the first is in progress is refused.
    const second = await save('ruben.koster', RUBEN, [partner()], asPartnerChoice(['MB-NATURA', 'OW-0']));
    expect(second.json().message).toBe(serverMessages.partnerAlreadyExists);

    const due = t.clock.now().getTime() + t.config.newInsuredDelaySeconds * 1000;
    expect(await acceptDueNewlyInsured(t.app.ctx, new Date(due - 1000))).toBe(0);
    const runs = await Promise.all([
      acceptDueNewlyInsured(t.app.ctx, new Date(due)),
      acceptDueNewlyInsured(t.app.ctx, new Date(due)),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect(await acceptDueNewlyInsured(t.app.ctx, new Date(due + 1000))).toBe(0);

    const details = await detailsOf('ruben.koster', NEXT_YEAR, RUBEN.agreementId);
    expect(details?.newlyInsuredPersonsInProgress).toEqual([]);
    const ruben = await t.customerNumberOf('Ruben', 'Koster');
    const insuredMaud = details?.policyDetails.find((policy) => policy.customerNumber !== ruben);
    expect(insuredMaud?.products.map((line) => line.code).sort()).toEqual(['MB-NATURA', 'OW-0', 'TA-1000']);
    expect(insuredMaud?.totalNettoPremium).toBeGreaterThan(0);
    expect(details?.policyDetails).toHaveLength(2);

    // Maud is an adult: her welcome goes to Ruben, the policyholder, and names her.
    const welcome = await welcomeOf('ruben.koster', 'Maud');
    expect(welcome?.customer.number).toBe(ruben);
    const letter = (
      await read('ruben.koster', `/api/Document/GetLetter/${welcome?.documentID}`)
    ).json<Letter>();
    expect(letter.paragraphs[1]).toMatch(
      new RegExp(`^Maud is vanaf 1 januari ${NEXT_YEAR} verzekerd bij .+, op uw polis\\.`),
    );
  });
});
