import type { Brand } from '@mijn/contract';
import { headerColor } from './theme.ts';

/** The browser chrome follows the label: the theme-color meta tag and the favicon. */
export function applyDocumentBrand(brand: Brand): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = headerColor(brand);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = iconHref(brand);
}

/** The label's favicon, beside its logo. */
export const iconHref = (brand: Brand): string => brand.logoUrl.replace(/logo\.svg$/, 'icon.svg');

export function documentTitle(pageTitle: string | undefined, brandName: string): string {
  return pageTitle ? `${pageTitle} | Mijn ${brandName}` : `Mijn ${brandName}`;
}
