/** Languages and currency (spec §9). nl-NL is the default and the fallback. */
export const LOCALES = ['nl-NL', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl-NL';
export const CURRENCY = 'EUR';
