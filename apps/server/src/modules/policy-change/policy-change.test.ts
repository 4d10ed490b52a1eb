import type { AgreementDetail, ContractCard, ContractCards, ContractValidation } from '@mijn/contract';
import { insurerToday, insurerYear, personPremium, referenceDayFor } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, dentalMedicalSelections, productPremiums, products } from '../../db/schema.ts';
import { dayAt } from '../../test/pinned-world.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let thisYear: number;
let tokens: Record<string, string>;
const JAN = { agreementId: 10_000_001, contractCode: 'ZZ-PARTICULIER' };
const PETER = { agreementId: 10_000_002, contractCode: 'AEV-COLLECTIEF' };
const MARK = { agreementId: 10_000_005, contractCode: 'PVE-WERKGEVER' };
const RUBEN = { agreementId: 10_000_007, contractCode: 'ZZ-PARTICULIER' };
const users = ['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen', 'mark.peters', 'ruben.koster'];

beforeAll(async () => {
  t = await createTestApp();
  thisYear = insurerYear(t.clock.now());
  tokens = await t.accessTokens(users);
});
afterAll(() => t.close());

const post = (user: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearer(tokens[user] ?? '') });
const mutable = (user: string, agreement: object, policyYear: number) =>
  post(user, 'Agreement/AgreementMutable', { ...agreement, policyYear });
const cardsOf = async (user: string, agreement: object, year = thisYear) => {
  const reply = await post(user, 'Contract/GetContractCardsForActivePolicies', { ...agreement, year });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ContractCards>();
};
const validate = async (
  user: string,
  agreement: object,
  chosenInsurances: { customerNumber: string; productComponentCodes: string[] }[],
  selectedPaymentTerm = 1,
) => {
  const reply = await post(user, 'Contract/validate', {
    ...agreement,
    language: 'nl',
    startDate: `${thisYear}-01-01`,
    selectedPaymentTerm,
    chosenInsurances,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ContractValidation>();
};
const allCards = (cards: ContractCards): ContractCard[] =>
  Object.values(cards.groups).flatMap((group) => group.cards);
const card = (cards: ContractCards, code: string) => {
  const found = allCards(cards).find((candidate) => candidate.productComponentCode === code);
  if (!found) throw new Error(`no card ${code}`);
  return found;
};

describe('POST /api/Contract/GetContractCardsForActivePolicies', () => {
  it("prices every card for every person as the premium engine prices that person's product", async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const referenceDay = referenceDayFor(thisYear, insurerToday(t.clock.now()));
    const catalogue = await t.db
      .select({ product: products, premium: productPremiums })
      .from(products)
      .innerJoin(
        productPremiums,
        and(eq(productPremiums.productId, products.id), eq(productPremiums.year, thisYear)),
      )
      .where(eq(products.labelCode, 'default'));
    const people = new Map(cards.insuredPersons.map((person) => [person.customerNumber, person]));
    const productCards = allCards(cards).filter((candidate) => !candidate.isNoInsurance);
    expect(productCards.map((candidate) => candidate.productComponentCode).sort()).toEqual(
      catalogue.map(({ product }) => product.code).sort(),
    );
    for (const productCard of productCards) {
      const row = catalogue.find(({ product }) => product.code === productCard.productComponentCode);
      if (!row) throw new Error(productCard.productComponentCode);
      for (const insured of productCard.insuredPersons) {
        const birthDate = people.get(insured.customerNumber)?.birthDate ?? '';
        const engine = personPremium(
          [
            {
              code: row.product.code,
              name: row.product.name,
              type: row.product.type,
              monthlyPremiumCents: row.premium.monthlyPremiumCents,
              collectivityDiscountCents: row.premium.collectivityDiscountCents,
              voluntaryExcessCents: row.product.voluntaryExcessCents,
            },
          ],
          birthDate,
          referenceDay,
        );
        expect(insured.netPremiumWithDiscount, `${row.product.code} ${insured.customerNumber}`).toBe(
          engine.totalNettoPremium,
        );
      }
    }
  });

  it("adds up, per person, the selected cards to the policy overview's premium", async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Agreement/getAgreementDetailsForYear',
      query: { year: String(thisYear) },
      headers: bearer(tokens['jan.devries'] ?? ''),
    });
    const [overview] = reply.json<AgreementDetail[]>();
    for (const policy of overview?.policyDetails ?? []) {
      const selected = allCards(cards).flatMap((candidate) =>
        candidate.insuredPersons.filter(
          (insured) => insured.customerNumber === policy.customerNumber && insured.isSelected,
        ),
      );
      expect(selected.reduce((sum, insured) => sum + insured.netPremiumWithDiscount, 0)).toBe(
        policy.totalNettoPremium,
      );
    }
  });

  it('shows the groups of spec §3 with the "no insurance" card where a group may stay empty', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const codes = (group: keyof ContractCards['groups']) =>
      cards.groups[group].cards.map((candidate) => candidate.productComponentCode);
    expect(codes('basic')).toEqual(['MB-NATURA', 'MB-RESTITUTIE', 'MB-COMBINATIE', 'MB-BUDGET']);
    expect(codes('additional')).toEqual(['GEEN-AP', 'AP-1', 'AP-2', 'AP-3']);
    expect(codes('extraAdditional')).toEqual([]);
    expect(codes('dental')).toEqual(['GEEN-TA', 'TA-250', 'TA-500', 'TA-1000']);
    expect(codes('excess')).toEqual(['OW-0', 'OW-500']);
    expect(Object.values(cards.groups).map((group) => group.maximumSelectableAmount)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(card(cards, 'OW-0').ownRiskAmount).toBe(38_500);
    expect(card(cards, 'OW-500').ownRiskAmount).toBe(88_500);
    expect(card(cards, 'OW-500').ownRiskDiscount).toBeGreaterThan(0);
    expect(card(cards, 'TA-1000').hasMedicalSelection).toBe(true);
  });

  it("names a carried product's documents as the reimbursement documents list does", async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Document/GetGenericDocumentList',
      query: { year: String(thisYear) },
      headers: bearer(tokens['jan.devries'] ?? ''),
    });
    const listed = reply.json<{ documentID: string; name: string }[]>();
    for (const code of ['MB-NATURA', 'AP-2', 'OW-0']) {
      const documents = card(cards, code).documents;
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        expect(listed).toContainEqual(
          expect.objectContaining({ documentID: document.documentId, name: document.name }),
        );
      }
    }
  });

  it('insures the children free with the highest-insured parent: 0, disabled, following Anna', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const children = cards.insuredPersons.filter((person) => person.followsParent);
    expect(children.map((person) => person.name)).toEqual(['Sanne de Vries', 'Tim de Vries']);
    for (const child of children) {
      const of = (code: string) =>
        card(cards, code).insuredPersons.find((p) => p.customerNumber === child.customerNumber);
      expect(of('AP-3')).toMatchObject({ isSelected: true, isDisabled: true, netPremiumWithDiscount: 0 });
      expect(of('AP-2')).toMatchObject({
        isSelected: false,
        isDisabled: true,
        disabledReason: 'follows-parent',
      });
      expect(of('TA-250')).toMatchObject({
        isSelected: false,
        isDisabled: true,
        disabledReason: 'dental-from-18',
      });
    }
    expect(card(cards, 'GEEN-TA').insuredPersons.filter((p) => p.isSelected)).toHaveLength(2);
  });

  it("limits mark.peters to his employer's lines and selects the excess card of his partner without one", async () => {
    const cards = await cardsOf('mark.peters', MARK);
    expect(cards.groups.extraAdditional.cards.map((c) => c.productComponentCode)).toEqual([
      'GEEN-XA',
      'XA-COLLECTIEF',
      'AE-COLLECTIEF',
      'KL-COLLECTIEF',
      'ER-COLLECTIEF',
    ]);
    const sophie = cards.insuredPersons.find((person) => person.role === 'P')?.customerNumber;
    expect(
      cards.currentSelection.find((chosen) => chosen.customerNumber === sophie)?.productComponentCodes,
    ).toEqual(['MB-COMBINATIE', 'XA-COLLECTIEF', 'OW-0']);
  });

  it("carries each insured person's medical selections on file, and no other household's", async () => {
    const [anna, peter] = [
      await t.customerNumberOf('Anna', 'Vries'),
      await t.customerNumberOf('Peter', 'Jansen'),
    ];
    const today = insurerToday(t.clock.now());
    const verdict = (
      customerNumber: string,
      agreementId: number,
      productCode: string,
      isApproved: boolean,
      year: number,
      decidedOn: string,
    ) => ({
      agreementId,
      customerNumber,
      initials: 'X.',
      lastName: 'Test',
      birthDate: '1980-01-01',
      productCode,
      year,
      startDate: `${year}-01-01`,
      hasCongenitalDentalDefect: false,
      orthodonticsWithinTwoYears: false,
      dentistLastTwoYears: true,
      extracted4OrMoreTeeth: !isApproved,
      numberOfMissingTeeth: isApproved ? 0 : 4,
      expectedTreatments: [0],
      acceptanceDate: decidedOn,
      signature: 'Test',
      answeredBy: customerNumber,
      isApproved,
      denialReasons: isApproved ? [] : ['teeth-extracted'],
      decidedOn,
    });
    await t.db
      .insert(dentalMedicalSelections)
      .values([
        verdict(anna, JAN.agreementId, 'TA-1000', false, thisYear - 1, `${thisYear - 2}-11-20`),
        verdict(anna, JAN.agreementId, 'TA-500', true, thisYear, today),
        verdict(peter, PETER.agreementId, 'TA-1000', true, thisYear, today),
      ]);
    const medicalSelectionsOf = (cards: ContractCards) =>
      Object.fromEntries(
        cards.insuredPersons.map((person) => [person.customerNumber, person.medicalSelections]),
      );

    const jan = medicalSelectionsOf(await cardsOf('jan.devries', JAN));
    expect(jan[anna]).toEqual([
      {
        productComponentCode: 'TA-1000',
        year: thisYear - 1,
        isApproved: false,
        decidedOn: `${thisYear - 2}-11-20`,
      },
      { productComponentCode: 'TA-500', year: thisYear, isApproved: true, decidedOn: today },
    ]);
    expect(Object.keys(jan)).not.toContain(peter);
    expect(
      Object.entries(jan)
        .filter(([number]) => number !== anna)
        .flatMap(([, on]) => on),
    ).toEqual([]);
    expect(medicalSelectionsOf(await cardsOf('peter.jansen', PETER))[peter]).toEqual([
      { productComponentCode: 'TA-1000', year: thisYear, isApproved: true, decidedOn: today },
    ]);
    await t.db.delete(dentalMedicalSelections);
  });

  it("refuses another household's agreement, a co-insured and bad input", async () => {
    expect(
      (await post('jan.devries', 'Contract/GetContractCardsForActivePolicies', { ...PETER, year: thisYear }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('anna.devries', 'Contract/GetContractCardsForActivePolicies', { ...JAN, year: thisYear }))
        .statusCode,
    ).toBe(403);
    const wrongCode = await post('jan.devries', 'Contract/GetContractCardsForActivePolicies', {
      ...JAN,
      contractCode: 'AEV-COLLECTIEF',
      year: thisYear,
    });
    expect(wrongCode.statusCode).toBe(404);
    const bad = await post('jan.devries', 'Contract/GetContractCardsForActivePolicies', {
      agreementId: 'x',
      year: thisYear,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/Contract/validate', () => {
  it("accepts the current cover and totals it as the policy overview does, per month and per year's term", async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const monthly = await validate('jan.devries', JAN, cards.currentSelection);
    expect(monthly).toMatchObject({ isValid: true, hasPackageConflict: false, issues: [] });
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/Agreement/getAgreementDetailsForYear',
      query: { year: String(thisYear) },
      headers: bearer(tokens['jan.devries'] ?? ''),
    });
    expect(monthly.totals.totalNettoAmountMonth).toBe(overview.json<AgreementDetail[]>()[0]?.totalAmount);
    const yearly = await validate('jan.devries', JAN, cards.currentSelection, 12);
    const gross = monthly.totals.totalNettoAmountMonth * 12;
    expect(yearly.totals).toMatchObject({
      paymentTermDiscountPercentage: 1,
      paymentTermDiscountAmount: Math.round(gross / 100),
      totalNettoAmountPaymentTerm: gross - Math.round(gross / 100),
    });
  });

  it('lowers the total by the voluntary excess card of 500 euro', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const jan = cards.insuredPersons[0]?.customerNumber ?? '';
    const raised = cards.currentSelection.map((chosen) =>
      chosen.customerNumber === jan
        ? {
            ...chosen,
            productComponentCodes: [...chosen.productComponentCodes.filter((c) => c !== 'OW-0'), 'OW-500'],
          }
        : chosen,
    );
    const before = await validate('jan.devries', JAN, cards.currentSelection);
    const after = await validate('jan.devries', JAN, raised);
    const discount =
      card(cards, 'OW-500').insuredPersons.find((p) => p.customerNumber === jan)?.netPremiumWithDiscount ?? 0;
    expect(after.isValid).toBe(true);
    expect(after.totals.totalNettoAmountMonth).toBe(before.totals.totalNettoAmountMonth + discount);
    expect(after.totals.customerOverviews[0]?.excessAmount).toBe(88_500);
  });

  it("flags mark.peters mixing his employer's package with additional cover as a package conflict", async () => {
    const cards = await cardsOf('mark.peters', MARK);
    const [mark, ...others] = cards.currentSelection;
    if (!mark) throw new Error('no selection');
    const mixed = await validate('mark.peters', MARK, [
      { ...mark, productComponentCodes: [...mark.productComponentCodes, 'AP-2'] },
      ...others,
    ]);
    expect(mixed.isValid).toBe(false);
    expect(mixed.hasPackageConflict).toBe(true);
    expect(mixed.issues).toEqual([
      {
        kind: 'package-conflict',
        customerNumber: mark.customerNumber,
        productComponentCodes: ['AP-2', 'XA-COLLECTIEF'],
      },
    ]);
  });

  it('refuses a child of its own choice, two cards of one group and missing basic cover', async () => {
    const cards = await cardsOf('jan.devries', JAN);
    const [jan, anna] = cards.currentSelection;
    const tim = cards.insuredPersons.at(-1)?.customerNumber ?? '';
    if (!jan || !anna) throw new Error('no selection');
    const result = await validate('jan.devries', JAN, [
      { ...jan, productComponentCodes: [...jan.productComponentCodes, 'AP-3'] },
      { ...anna, productComponentCodes: ['AP-3', 'OW-0'] },
      { customerNumber: tim, productComponentCodes: ['MB-NATURA', 'AP-1'] },
    ]);
    expect(result.issues.map((issue) => issue.kind).sort()).toEqual([
      'disabled-card',
      'maximum-exceeded',
      'missing-required',
    ]);
  });

  it('answers 400 to a payload without choices and 404 for another household', async () => {
    const empty = await post('jan.devries', 'Contract/validate', {
      ...JAN,
      language: 'nl',
      startDate: `${thisYear}-01-01`,
      selectedPaymentTerm: 1,
      chosenInsurances: [],
    });
    expect(empty.statusCode).toBe(400);
    const other = await post('jan.devries', 'Contract/validate', {
      ...PETER,
      language: 'nl',
      startDate: `${thisYear}-01-01`,
      selectedPaymentTerm: 1,
      chosenInsurances: [{ customerNumber: '20000005', productComponentCodes: ['MB-BUDGET'] }],
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /api/Contract/Reimbursements', () => {
  it('tells per card what it pays for, with the yearly maxima of the catalogue', async () => {
    const reply = await post('jan.devries', 'Contract/Reimbursements', { ...JAN, year: thisYear });
    expect(reply.statusCode).toBe(200);
    const table =
      reply.json<
        {
          productComponentCode: string;
          ownRiskAmount: number | null;
          reimbursements: { careType: string; coverage: string; maximumAmount: number | null }[];
        }[]
      >();
    const of = (code: string, careType: string) =>
      table
        .find((row) => row.productComponentCode === code)
        ?.reimbursements.find((r) => r.careType === careType);
    expect(of('AP-2', 'physiotherapy')).toEqual({
      careType: 'physiotherapy',
      coverage: 'up-to-maximum',
      maximumAmount: 50_000,
    });
    expect(of('AP-3', 'physiotherapy')?.maximumAmount).toBe(100_000);
    expect(of('TA-500', 'dental')).toMatchObject({ coverage: 'up-to-maximum', maximumAmount: 50_000 });
    expect(of('MB-NATURA', 'dental')?.coverage).toBe('children-only');
    expect(of('MB-NATURA', 'general-practitioner')?.coverage).toBe('full');
    expect(of('MB-NATURA', 'physiotherapy')?.coverage).toBe('not-covered');
    expect(table.find((row) => row.productComponentCode === 'OW-500')).toMatchObject({
      ownRiskAmount: 88_500,
      reimbursements: [],
    });
  });
});

describe('POST /api/Agreement/AgreementMutable', () => {
  it('names the denial reasons of spec §4 for whoever asks', async () => {
    const reason = async (user: string, agreement: object) =>
      (await mutable(user, agreement, thisYear + 1)).json<{ reason: string | null }>().reason;
    expect(await reason('anna.devries', JAN)).toBe('not-policyholder');
    expect(await reason('sanne.devries', JAN)).toBe('not-policyholder');
    expect(await reason('peter.jansen', PETER)).toBe('payment-deficit');
    const peter = (await mutable('peter.jansen', PETER, thisYear + 1)).json();
    expect(peter.paymentTerm).toEqual({ isMutable: false, reason: 'payment-deficit' });
    expect((await mutable('jan.devries', PETER, thisYear)).statusCode).toBe(404);
  });

  it('denies a policyholder whose agreement ended', async () => {
    await t.db
      .update(agreements)
      .set({ endDate: `${thisYear - 1}-12-31` })
      .where(eq(agreements.agreementId, RUBEN.agreementId));
    const ended = (await mutable('ruben.koster', RUBEN, thisYear + 1)).json();
    expect(ended).toMatchObject({ isMutable: false, reason: 'agreement-ended' });
    await t.db.update(agreements).set({ endDate: null }).where(eq(agreements.agreementId, RUBEN.agreementId));
  });

  // The clock only moves forward from here on: the tests above ran at the wall clock's today.
  it.each([
    ['01-31', 1, true],
    ['02-01', 1, false],
    ['10-31', 2, false],
    ['11-01', 2, true],
  ])(
    'by the server clock: on %s next year, the year %i ahead may change: %s',
    async (day, yearsAhead, isMutable) => {
      const nextYear = thisYear + 1;
      t.clock.set(dayAt(`${nextYear}-${day}`));
      tokens = await t.accessTokens(['jan.devries', 'mark.peters']);
      const jan = (await mutable('jan.devries', JAN, thisYear + yearsAhead)).json();
      expect(jan).toMatchObject({
        isMutable,
        reason: isMutable ? null : 'not-yet-possible',
        changePossibleUntil: `${thisYear + yearsAhead}-01-31`,
      });
      const mark = (await mutable('mark.peters', MARK, thisYear + yearsAhead)).json();
      expect(mark.paymentTerm).toEqual({
        isMutable: false,
        reason: isMutable ? 'arranged-by-employer' : 'not-yet-possible',
      });
    },
  );
});
