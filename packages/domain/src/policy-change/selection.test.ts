import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardGroupRules } from './card-groups.ts';
import {
  type CatalogueCard,
  currentSelection,
  type PolicyChangeContext,
  type PolicySelection,
} from './cover-rules.ts';
import { checkPolicySelection, type PolicySelectionIssue, toggleCard } from './selection.ts';

const card = (
  code: string,
  type: CatalogueCard['type'],
  extra: Partial<CatalogueCard> = {},
): CatalogueCard => ({
  code,
  name: code,
  type,
  hasMedicalSelection: false,
  voluntaryExcessCents: null,
  yearlyMaximumCents: null,
  ...extra,
});

const catalogue: CatalogueCard[] = [
  card('MB-NATURA', 'MB'),
  card('MB-BUDGET', 'MB'),
  card('AP-1', 'AP', { yearlyMaximumCents: 25_000 }),
  card('AP-2', 'AP', { yearlyMaximumCents: 50_000 }),
  card('AP-3', 'AP', { yearlyMaximumCents: 100_000 }),
  card('XA-COLLECTIEF', 'XA', { yearlyMaximumCents: 50_000 }),
  card('ER-COLLECTIEF', 'ER', { yearlyMaximumCents: 150_000 }),
  card('TA-250', 'TA', { yearlyMaximumCents: 25_000 }),
  card('TA-1000', 'TA', { hasMedicalSelection: true }),
  card('OW-0', 'OW', { voluntaryExcessCents: 0 }),
  card('OW-500', 'OW', { voluntaryExcessCents: 50_000 }),
];

/** A family like jan.devries's: two parents, a daughter of 17 and a son of 9 on 1 January 2027. */
const family: PolicyChangeContext = {
  catalogue,
  referenceDay: '2027-01-01',
  persons: [
    {
      customerNumber: 'jan',
      birthDate: '1980-03-14',
      role: 'H',
      currentCodes: ['MB-NATURA', 'AP-2', 'TA-250', 'OW-0'],
    },
    {
      customerNumber: 'anna',
      birthDate: '1982-07-22',
      role: 'P',
      currentCodes: ['MB-NATURA', 'AP-3', 'OW-0'],
    },
    { customerNumber: 'sanne', birthDate: '2009-06-01', role: 'M', currentCodes: ['MB-NATURA', 'AP-3'] },
    { customerNumber: 'tim', birthDate: '2017-06-01', role: 'M', currentCodes: ['MB-NATURA', 'AP-3'] },
  ],
};

const adults = (selection: PolicySelection) =>
  ['jan', 'anna'].map((customerNumber) => ({
    customerNumber,
    productComponentCodes: selection[customerNumber] ?? [],
  }));

const issuesOf = (chosen: Record<string, string[]>): PolicySelectionIssue[] =>
  checkPolicySelection(
    family,
    Object.entries(chosen).map(([customerNumber, productComponentCodes]) => ({
      customerNumber,
      productComponentCodes,
    })),
  ).issues;

describe('currentSelection', () => {
  it('adds the card of no voluntary excess to an adult whose policy has none, and children follow', () => {
    const sophie: PolicyChangeContext = {
      ...family,
      persons: [
        {
          customerNumber: 'sophie',
          birthDate: '1986-06-03',
          role: 'H',
          currentCodes: ['MB-NATURA', 'XA-COLLECTIEF'],
        },
      ],
    };
    expect(currentSelection(sophie)).toEqual({ sophie: ['MB-NATURA', 'XA-COLLECTIEF', 'OW-0'] });
    expect(currentSelection(family).tim).toEqual(['MB-NATURA', 'AP-3']);
  });
});

describe('checkPolicySelection: the rules of spec §4 and §6', () => {
  const jan = ['MB-NATURA', 'AP-2', 'TA-250', 'OW-0'];
  const anna = ['MB-NATURA', 'AP-3', 'OW-0'];

  it('accepts the current cover and resolves the children to the highest parent', () => {
    const check = checkPolicySelection(family, adults(currentSelection(family)));
    expect(check.issues).toEqual([]);
    expect(check.selection.sanne).toEqual(['MB-NATURA', 'AP-3']);
  });

  it.each<[string, Record<string, string[]>, PolicySelectionIssue[]]>([
    [
      'an unknown person',
      { jan, anna, piet: ['MB-NATURA'] },
      [{ kind: 'unknown-person', customerNumber: 'piet' }],
    ],
    [
      'an unknown card',
      { jan: [...jan, 'AP-9'], anna },
      [{ kind: 'unknown-card', customerNumber: 'jan', productComponentCode: 'AP-9' }],
    ],
    [
      'two additional packages',
      { jan: [...jan, 'AP-1'], anna },
      [{ kind: 'maximum-exceeded', customerNumber: 'jan', group: 'additional', maximumSelectableAmount: 1 }],
    ],
    [
      'both excess options',
      { jan: [...jan, 'OW-500'], anna },
      [{ kind: 'maximum-exceeded', customerNumber: 'jan', group: 'excess', maximumSelectableAmount: 1 }],
    ],
    [
      'the employer package mixed with additional cover',
      { jan: [...jan, 'XA-COLLECTIEF'], anna },
      [{ kind: 'package-conflict', customerNumber: 'jan', productComponentCodes: ['AP-2', 'XA-COLLECTIEF'] }],
    ],
    [
      'the "no insurance" card with a package of its group',
      { jan: [...jan, 'GEEN-TA'], anna },
      [{ kind: 'package-conflict', customerNumber: 'jan', productComponentCodes: ['GEEN-TA', 'TA-250'] }],
    ],
    [
      'no basic cover',
      { jan: ['AP-2', 'OW-0'], anna },
      [{ kind: 'missing-required', customerNumber: 'jan', group: 'basic' }],
    ],
    [
      'no excess choice',
      { jan: ['MB-NATURA'], anna },
      [{ kind: 'missing-required', customerNumber: 'jan', group: 'excess' }],
    ],
    [
      'an adult left out',
      { jan },
      [
        { kind: 'missing-required', customerNumber: 'anna', group: 'basic' },
        { kind: 'missing-required', customerNumber: 'anna', group: 'excess' },
      ],
    ],
    [
      'a child given cover of its own',
      { jan, anna, tim: ['MB-NATURA', 'AP-1', 'TA-250'] },
      [
        {
          kind: 'disabled-card',
          customerNumber: 'tim',
          productComponentCode: 'AP-1',
          reason: 'follows-parent',
        },
        {
          kind: 'disabled-card',
          customerNumber: 'tim',
          productComponentCode: 'TA-250',
          reason: 'dental-from-18',
        },
      ],
    ],
  ])('refuses %s', (_, chosen, issues) => {
    expect(issuesOf(chosen)).toEqual(issues);
  });

  it('counts a person sent twice with both entries together', () => {
    const check = checkPolicySelection(family, [
      { customerNumber: 'jan', productComponentCodes: jan },
      { customerNumber: 'anna', productComponentCodes: anna },
      { customerNumber: 'jan', productComponentCodes: ['AP-1'] },
    ]);
    expect(check.issues).toEqual([
      { kind: 'maximum-exceeded', customerNumber: 'jan', group: 'additional', maximumSelectableAmount: 1 },
    ]);
  });

  it('accepts no dental, the "no insurance" card, and a child sent as it follows', () => {
    expect(
      issuesOf({ jan: ['MB-NATURA', 'AP-2', 'GEEN-TA', 'OW-500'], anna, tim: ['MB-NATURA', 'AP-3'] }),
    ).toEqual([]);
  });

  it('refuses new dental cover to anyone under 18 on the start day, on both sides of the birthday (spec §6)', () => {
    const young = (referenceDay: string): PolicyChangeContext => ({
      ...family,
      referenceDay,
      persons: [
        { customerNumber: 'h', birthDate: '1990-01-01', role: 'H', currentCodes: ['MB-NATURA', 'OW-0'] },
        { customerNumber: 'p', birthDate: '2009-01-02', role: 'P', currentCodes: ['MB-NATURA', 'OW-0'] },
      ],
    });
    const chosen = [
      { customerNumber: 'h', productComponentCodes: ['MB-NATURA', 'OW-0'] },
      { customerNumber: 'p', productComponentCodes: ['MB-NATURA', 'OW-0', 'TA-250'] },
    ];
    // p turns 18 on 2 January 2027.
    expect(checkPolicySelection(young('2027-01-01'), chosen).issues).toContainEqual({
      kind: 'disabled-card',
      customerNumber: 'p',
      productComponentCode: 'TA-250',
      reason: 'dental-from-18',
    });
    expect(checkPolicySelection(young('2027-01-02'), chosen).issues).toEqual([]);
  });

  it('children follow the highest cover any parent chooses', () => {
    const check = checkPolicySelection(family, [
      { customerNumber: 'jan', productComponentCodes: ['MB-BUDGET', 'AP-1', 'OW-500'] },
      { customerNumber: 'anna', productComponentCodes: ['MB-NATURA', 'AP-2', 'OW-0'] },
    ]);
    expect(check.issues).toEqual([]);
    expect(check.selection.tim).toEqual(['MB-BUDGET', 'AP-2']);
  });

  it("children carry the packages of the one parent insured highest, not the best of each parent's", () => {
    const check = checkPolicySelection(family, [
      { customerNumber: 'jan', productComponentCodes: ['MB-NATURA', 'XA-COLLECTIEF', 'OW-0'] },
      { customerNumber: 'anna', productComponentCodes: ['MB-BUDGET', 'AP-3', 'OW-0'] },
    ]);
    expect(check.issues).toEqual([]);
    // Anna's AP-3 pays 1000 euro a year, Jan's XA 500: the children follow her, on Jan's basic cover.
    expect(check.selection.tim).toEqual(['MB-NATURA', 'AP-3']);
    expect(check.selection.sanne).toEqual(['MB-NATURA', 'AP-3']);
  });
});

describe('toggleCard', () => {
  const start = currentSelection(family);

  it('replaces the card of the same package set and deselects "no insurance"', () => {
    expect(toggleCard(family, start, 'jan', 'AP-3').jan).toEqual(['MB-NATURA', 'TA-250', 'OW-0', 'AP-3']);
    const noDental = toggleCard(family, start, 'jan', 'GEEN-TA');
    expect(noDental.jan).toEqual(['MB-NATURA', 'AP-2', 'OW-0']);
    expect(toggleCard(family, noDental, 'jan', 'TA-1000').jan).toContain('TA-1000');
  });

  it('does nothing for a disabled card or a required card chosen again', () => {
    expect(toggleCard(family, start, 'tim', 'AP-1')).toBe(start);
    expect(toggleCard(family, start, 'jan', 'MB-NATURA')).toBe(start);
  });

  it('lets the children follow a parent raising cover', () => {
    const raised = toggleCard(family, toggleCard(family, start, 'anna', 'GEEN-AP'), 'jan', 'AP-1');
    expect(raised.tim).toEqual(['MB-NATURA', 'AP-1']);
  });

  const codes = [
    ...catalogue.map((product) => product.code),
    ...Object.values(cardGroupRules).flatMap((rule) => rule.noInsuranceCode ?? []),
  ];
  it('never lets a sequence of choices break the maximum, choose a disabled card or drop a required group', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('jan', 'anna', 'sanne', 'tim'), fc.constantFrom(...codes)), {
          maxLength: 30,
        }),
        (clicks) => {
          const selection = clicks.reduce(
            (current, [person, code]) => toggleCard(family, current, person, code),
            start,
          );
          const issues = checkPolicySelection(family, adults(selection)).issues;
          expect(issues.filter((issue) => issue.kind !== 'package-conflict')).toEqual([]);
        },
      ),
    );
  });
});
