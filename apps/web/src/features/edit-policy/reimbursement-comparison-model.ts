import type { CardReimbursements } from '@mijn/contract';
import {
  type CardGroupKey,
  cardGroupKeys,
  cardGroupOf,
  careTypes,
  MANDATORY_EXCESS_CENTS,
} from '@mijn/domain';
import type { TFunction } from 'i18next';
import { formatEuro } from '../../lib/format.ts';

export interface ComparedPackage {
  code: string;
  title: string;
  isChosen: boolean;
}

/** One line of the comparison: what it is about, and per package (in the packages' order) its value. */
export interface ComparisonRow {
  name: string;
  values: string[];
}

export interface Comparison {
  packages: ComparedPackage[];
  /** What the rows are: the column header above their names. */
  rowsHeading: string;
  rows: ComparisonRow[];
  /** What the reader needs to read the rows right, under the comparison; null when nothing. */
  note: string | null;
}

/** The groups that have packages in the catalogue, in the order of the edit screen. */
export function comparedGroups(table: readonly CardReimbursements[]): CardGroupKey[] {
  const present = new Set(table.map((card) => cardGroupOf(card.packageTypeForWebApplications)));
  return cardGroupKeys.filter((group) => present.has(group));
}

/** The group to open with: the one asked for when it has packages, else the additional cover, else the first. */
export function openingGroup(
  groups: readonly CardGroupKey[],
  asked: CardGroupKey | undefined,
): CardGroupKey | undefined {
  return [asked, 'additional' as const].find((group) => group && groups.includes(group)) ?? groups[0];
}

function coverageText(
  t: TFunction<'edit-policy'>,
  reimbursement: CardReimbursements['reimbursements'][number],
) {
  return t(`comparison.coverage.${reimbursement.coverage}`, {
    amount: formatEuro(reimbursement.maximumAmount ?? 0),
  });
}

/** Per care type some package of the group pays for, then each package's yearly maximum when one has one. */
function careRows(t: TFunction<'edit-policy'>, cards: readonly CardReimbursements[]): ComparisonRow[] {
  const rows = careTypes.flatMap((careType) => {
    const per = cards.map((card) => card.reimbursements.find((r) => r.careType === careType));
    if (per.every((reimbursement) => !reimbursement || reimbursement.coverage === 'not-covered')) return [];
    return [
      {
        name: t(`common:care-types.${careType}`),
        values: per.map((reimbursement) =>
          reimbursement ? coverageText(t, reimbursement) : t('comparison.coverage.not-covered'),
        ),
      },
    ];
  });
  if (cards.every((card) => card.yearlyMaximumAmount === null)) return rows;
  const maximum = (card: CardReimbursements) =>
    card.yearlyMaximumAmount === null ? t('comparison.no-maximum') : formatEuro(card.yearlyMaximumAmount);
  return [...rows, { name: t('comparison.yearly-maximum'), values: cards.map(maximum) }];
}

/** The excess cards differ only in their total: the compulsory part is the same for all. */
function excessRows(t: TFunction<'edit-policy'>, cards: readonly CardReimbursements[]): ComparisonRow[] {
  const total = (card: CardReimbursements) => card.ownRiskAmount ?? MANDATORY_EXCESS_CENTS;
  return [
    { name: t('comparison.mandatory-excess'), values: cards.map(() => formatEuro(MANDATORY_EXCESS_CENTS)) },
    {
      name: t('comparison.voluntary-excess'),
      values: cards.map((card) => formatEuro(total(card) - MANDATORY_EXCESS_CENTS)),
    },
    { name: t('comparison.total-excess'), values: cards.map((card) => formatEuro(total(card))) },
  ];
}

/** More than one care type paid from one package's yearly maximum: say the maximum is shared. */
function sharesMaximum(cards: readonly CardReimbursements[]): boolean {
  return cards.some((card) => card.reimbursements.filter((r) => r.coverage === 'up-to-maximum').length > 1);
}

/** The packages of one group side by side, the chosen ones marked. */
export function comparisonOf(
  t: TFunction<'edit-policy'>,
  table: readonly CardReimbursements[],
  group: CardGroupKey,
  chosenCodes: ReadonlySet<string>,
): Comparison {
  const cards = table.filter((card) => cardGroupOf(card.packageTypeForWebApplications) === group);
  const packages = cards.map((card) => ({
    code: card.productComponentCode,
    title: card.title,
    isChosen: chosenCodes.has(card.productComponentCode),
  }));
  if (group === 'excess') {
    return {
      packages,
      rowsHeading: t('comparison.amount'),
      rows: excessRows(t, cards),
      note: t('comparison.excess-note'),
    };
  }
  const notes = [
    group === 'basic' || group === 'dental' ? t(`comparison.${group}-note`) : null,
    sharesMaximum(cards) ? t('comparison.shared-maximum') : null,
  ].filter((note) => note !== null);
  return {
    packages,
    rowsHeading: t('comparison.care'),
    rows: careRows(t, cards),
    note: notes.length > 0 ? notes.join(' ') : null,
  };
}
