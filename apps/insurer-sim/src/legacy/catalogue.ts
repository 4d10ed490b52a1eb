/**
 * The products each policy carries in a year, priced from the catalogue, for the portal's modules
 * that still price policies themselves, until they ask the port (decisions 0099, 0102). Imported
 * only by the portal's `insurer/legacy/catalogue.ts`.
 */
export {
  type CatalogueEntry,
  pricedCatalogue,
  pricedProductsByPolicy,
} from '../catalogue/priced-products.ts';
