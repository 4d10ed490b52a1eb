import type { NewsLanguage, NewsText } from '@mijn/contract';
import { type IsoDate, insurerToday } from '@mijn/domain';

export interface NewsPart {
  text: string;
  /** This part is the hyperlinkSubstring: it links to the news item's url. */
  link: boolean;
}

/**
 * Splits a news text around its hyperlinkSubstring (spec §3), so that part can be the link. Without a
 * url or when the substring does not occur, the text stays plain.
 */
export function newsParts(text: string, hyperlinkSubstring: string | null, url: string | null): NewsPart[] {
  if (!url || !hyperlinkSubstring) return [{ text, link: false }];
  const at = text.indexOf(hyperlinkSubstring);
  if (at < 0) return [{ text, link: false }];
  return [
    { text: text.slice(0, at), link: false },
    { text: hyperlinkSubstring, link: true },
    { text: text.slice(at + hyperlinkSubstring.length), link: false },
  ].filter((part) => part.text !== '');
}

/** Within its date window: started, and not yet past its (inclusive) end date. */
export function isCurrentNews(
  item: { startDate: IsoDate; endDate: IsoDate | null },
  today: IsoDate,
): boolean {
  return item.startDate <= today && (item.endDate === null || today <= item.endDate);
}

/** The news language of the app's language: English for English, Dutch for anything else. */
export const newsLanguageOf = (appLanguage: string): NewsLanguage =>
  appLanguage.startsWith('en') ? 'en' : 'nl';

/** The items in this language whose date window holds today (the insurer's today, on this device's clock unless given). */
export function currentNews(
  items: readonly NewsText[],
  language: NewsLanguage,
  today: IsoDate = insurerToday(new Date()),
): NewsText[] {
  return items.filter((item) => item.language === language && isCurrentNews(item, today));
}
