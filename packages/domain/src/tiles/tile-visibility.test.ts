import { describe, expect, it } from 'vitest';
import type { TileUserContext, TileVisibilityParametres } from './tile-types.ts';
import { failedTileRules, isTileVisible } from './tile-visibility.ts';

const open: TileVisibilityParametres = {
  startDate: null,
  endDate: null,
  excludedInsuredTypes: [],
  exclusiveCollectivities: [],
  activePolicyRequired: false,
  excludedProducts: [],
  requiredProducts: [],
  excludeDefaulters: false,
  adultRequired: false,
  offerYear: null,
};

const jan: TileUserContext = {
  role: 'H',
  label: 'default',
  isDefaulter: false,
  isAdult: true,
  hasActivePolicy: true,
  products: ['MB-NATURA', 'MB', 'AP-2', 'AP', 'TA-500', 'TA', 'OW-0', 'OW'],
  offerYear: 2026,
  today: '2026-05-13',
};

const rules = (params: Partial<TileVisibilityParametres>, user: Partial<TileUserContext> = {}) =>
  failedTileRules({ ...open, ...params }, { ...jan, ...user });

describe('tile visibility (spec §4)', () => {
  it('shows a tile without rules', () => {
    expect(isTileVisible(open, jan)).toBe(true);
  });

  it('start date: from that day on', () => {
    expect(rules({ startDate: '2026-05-14' })).toEqual(['startDate']);
    expect(rules({ startDate: '2026-05-13' })).toEqual([]);
  });

  it('end date: up to and including that day', () => {
    expect(rules({ endDate: '2026-05-12' })).toEqual(['endDate']);
    expect(rules({ endDate: '2026-05-13' })).toEqual([]);
  });

  it('excluded insured types', () => {
    expect(rules({ excludedInsuredTypes: ['M', 'P'] }, { role: 'M' })).toEqual(['excludedInsuredTypes']);
    expect(rules({ excludedInsuredTypes: ['M', 'P'] })).toEqual([]);
  });

  it('exclusive collectivities: only those labels, case-insensitively', () => {
    expect(rules({ exclusiveCollectivities: ['aev', 'pve'] })).toEqual(['exclusiveCollectivities']);
    expect(rules({ exclusiveCollectivities: ['AEV'] }, { label: 'aev' })).toEqual([]);
  });

  it('active policy required', () => {
    expect(rules({ activePolicyRequired: true }, { hasActivePolicy: false })).toEqual([
      'activePolicyRequired',
    ]);
    expect(rules({ activePolicyRequired: true })).toEqual([]);
  });

  it('excluded products, by type or code', () => {
    expect(rules({ excludedProducts: ['TA'] })).toEqual(['excludedProducts']);
    expect(rules({ excludedProducts: ['ow-0'] })).toEqual(['excludedProducts']);
    expect(rules({ excludedProducts: ['XA', 'OW-500'] })).toEqual([]);
  });

  it('required products: every one of them', () => {
    expect(rules({ requiredProducts: ['MB', 'TA'] })).toEqual([]);
    expect(rules({ requiredProducts: ['MB', 'XA'] })).toEqual(['requiredProducts']);
    expect(rules({ requiredProducts: ['TA'] }, { products: ['MB'] })).toEqual(['requiredProducts']);
  });

  it('defaulters excluded', () => {
    expect(rules({ excludeDefaulters: true }, { isDefaulter: true })).toEqual(['excludeDefaulters']);
    expect(rules({ excludeDefaulters: false }, { isDefaulter: true })).toEqual([]);
  });

  it('adult required', () => {
    expect(rules({ adultRequired: true }, { isAdult: false })).toEqual(['adultRequired']);
    expect(rules({ adultRequired: true })).toEqual([]);
  });

  it('offer year must match, and an unknown offer year does not', () => {
    expect(rules({ offerYear: 2027 })).toEqual(['offerYear']);
    expect(rules({ offerYear: 2026 })).toEqual([]);
    expect(rules({ offerYear: 2026 }, { offerYear: null })).toEqual(['offerYear']);
  });

  it('reports every failed rule at once', () => {
    expect(
      rules(
        { adultRequired: true, excludeDefaulters: true, endDate: '2026-01-01' },
        { isAdult: false, isDefaulter: true },
      ),
    ).toEqual(['endDate', 'excludeDefaulters', 'adultRequired']);
    expect(isTileVisible({ ...open, adultRequired: true }, { ...jan, isAdult: false })).toBe(false);
  });
});
