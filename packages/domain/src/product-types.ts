/** Product types of a policy line (spec §3). */
export const productTypes = ['MB', 'AP', 'XA', 'AE', 'KL', 'ER', 'TA', 'OW'] as const;
export type ProductType = (typeof productTypes)[number];

/** i18n keys of the product type names. */
export const productTypeDescriptionKeys: Record<ProductType, string> = {
  MB: 'product-types.basic',
  AP: 'product-types.additional',
  XA: 'product-types.extra-additional',
  AE: 'product-types.extra-additional',
  KL: 'product-types.extra-additional',
  ER: 'product-types.extra-additional',
  TA: 'product-types.dental',
  OW: 'product-types.own-risk',
};

/** Extra additional packages offered through an employer's collectivity. */
export const employerPackageTypes = ['XA', 'AE', 'KL', 'ER'] as const satisfies readonly ProductType[];
export type EmployerPackageType = (typeof employerPackageTypes)[number];

export function isProductType(value: string): value is ProductType {
  return (productTypes as readonly string[]).includes(value);
}

export function isEmployerPackageType(value: string): value is EmployerPackageType {
  return (employerPackageTypes as readonly string[]).includes(value);
}

export const BASIC_PACKAGE_IDS = { first: 1113, last: 1118 } as const;

export function isBasicPackageId(packageId: number): boolean {
  return (
    Number.isInteger(packageId) && packageId >= BASIC_PACKAGE_IDS.first && packageId <= BASIC_PACKAGE_IDS.last
  );
}
