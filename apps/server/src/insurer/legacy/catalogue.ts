/**
 * The insurer's priced products of a year, for the modules that still price policies themselves.
 * Temporary: it goes with the last of them (decision 0102).
 */
export {
  type CatalogueEntry,
  pricedCatalogue,
  pricedProductsByPolicy,
} from '@mijn/insurer-sim/legacy/catalogue';
