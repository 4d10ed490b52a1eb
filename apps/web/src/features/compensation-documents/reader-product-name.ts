import type { TFunction } from 'i18next';

/**
 * Product names are the insurer's own (Basisverzekering Natura, Tandarts 500) and stay as written,
 * except the voluntary excess: it names a choice ("Geen vrijwillig eigen risico"), which an English
 * reader reads in English.
 */
export function readerProductName(
  t: TFunction<'compensation-documents'>,
  language: string,
  product: { productType: string | null; productName: string },
): string {
  return language === 'en-US' && product.productType === 'OW' ? t('voluntary-excess') : product.productName;
}
