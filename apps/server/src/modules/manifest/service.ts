import type { LabelCode, WebManifest } from '@mijn/contract';
import { labelByCode } from '../../core/labels/catalogue.ts';

/** Icon files per label, rendered from its icon.svg by scripts/render-label-icons.ts. */
export const labelIconFiles = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'icon-maskable-192.png', sizes: '192x192', purpose: 'maskable' },
  { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;

/**
 * The manifest of a label. On the label's own host the app starts at '/'; a label chosen by
 * ?label= on a shared host starts with that label in the address, so the installed app keeps it.
 */
export function webManifestFor(label: LabelCode, labelFromQuery: boolean): WebManifest {
  const brand = labelByCode[label];
  const startUrl = labelFromQuery ? `/?label=${label}` : '/';
  return {
    id: startUrl,
    name: `Mijn ${brand.brandName}`,
    short_name: `Mijn ${brand.shortName}`,
    description: `Uw zorgverzekering bij ${brand.brandName}: polis, declaraties, rekeningen en berichten.`,
    lang: 'nl-NL',
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    background_color: brand.colors.background,
    theme_color: brand.colors.primary,
    icons: labelIconFiles.map((icon) => ({
      src: `/labels/${label}/${icon.file}`,
      sizes: icon.sizes,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
