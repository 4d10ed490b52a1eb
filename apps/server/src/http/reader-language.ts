/** The two languages the portal speaks; texts the server writes follow the reader's screen. */
export type ReaderLanguage = 'nl' | 'en';

/**
 * The language of an Accept-Language header. The portal's screens send exactly one tag (`nl-NL` or
 * `en-US`); anything else, or none, is Dutch: the portal is Dutch first.
 */
export function readerLanguage(header: string | undefined): ReaderLanguage {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'nl';
}
