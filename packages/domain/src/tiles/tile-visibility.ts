import type { TileRule, TileUserContext, TileVisibilityParametres } from './tile-types.ts';

const lower = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));

/** Every rule of spec §4 that keeps this tile from this user; empty means the tile may show. */
export function failedTileRules(params: TileVisibilityParametres, user: TileUserContext): TileRule[] {
  const failed: TileRule[] = [];
  const products = lower(user.products);
  if (params.startDate !== null && user.today < params.startDate) failed.push('startDate');
  if (params.endDate !== null && user.today > params.endDate) failed.push('endDate');
  if (params.excludedInsuredTypes.includes(user.role)) failed.push('excludedInsuredTypes');
  if (
    params.exclusiveCollectivities.length > 0 &&
    !lower(params.exclusiveCollectivities).has(user.label.toLowerCase())
  ) {
    failed.push('exclusiveCollectivities');
  }
  if (params.activePolicyRequired && !user.hasActivePolicy) failed.push('activePolicyRequired');
  if (params.excludedProducts.some((product) => products.has(product.toLowerCase()))) {
    failed.push('excludedProducts');
  }
  if (!params.requiredProducts.every((product) => products.has(product.toLowerCase()))) {
    failed.push('requiredProducts');
  }
  if (params.excludeDefaulters && user.isDefaulter) failed.push('excludeDefaulters');
  if (params.adultRequired && !user.isAdult) failed.push('adultRequired');
  if (params.offerYear !== null && params.offerYear !== user.offerYear) failed.push('offerYear');
  return failed;
}

export function isTileVisible(params: TileVisibilityParametres, user: TileUserContext): boolean {
  return failedTileRules(params, user).length === 0;
}
