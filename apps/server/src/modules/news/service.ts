import type { LabelCode, NewsLanguage, NewsText } from '@mijn/contract';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { labelByCode } from '../../core/labels/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { newsItems } from '../../db/schema.ts';

/**
 * An item for every label links by path, so it opens on the site of the customer's own label and
 * never sends them to another brand.
 */
function linkOnLabelSite(url: string | null, label: string): string | null {
  if (url === null || !url.startsWith('/')) return url;
  const site = (labelByCode[label as LabelCode] ?? labelByCode.default).websiteUrl;
  return new URL(url, site).toString();
}

/** News current on `today` for a label (its own items and those for every label). */
export async function currentNews(
  db: Db,
  request: { label: string; language: NewsLanguage; beforeAuthorization: boolean; today: string },
): Promise<NewsText[]> {
  const rows = await db
    .select()
    .from(newsItems)
    .where(
      and(
        eq(newsItems.beforeAuthorization, request.beforeAuthorization),
        eq(newsItems.language, request.language),
        or(isNull(newsItems.labelCode), eq(newsItems.labelCode, request.label)),
        lte(newsItems.startDate, request.today),
        or(isNull(newsItems.endDate), gte(newsItems.endDate, request.today)),
      ),
    )
    .orderBy(asc(newsItems.startDate), asc(newsItems.createdAt));
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    url: linkOnLabelSite(row.url, request.label),
    hyperlinkSubstring: row.hyperlinkSubstring,
    startDate: row.startDate,
    endDate: row.endDate,
    language: row.language,
  }));
}
