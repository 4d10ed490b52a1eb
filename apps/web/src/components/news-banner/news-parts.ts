import type { IsoDate } from '@mijn/domain';

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
