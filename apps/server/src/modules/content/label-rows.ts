import type { LabelCode } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createNoticedCache } from '../../db/noticed-cache.ts';
import type { DatabaseNotices } from '../../db/notices.ts';
import { labels } from '../../db/schema.ts';

/**
 * Whoever changes a label's row (today only the seed, into an empty database) notifies this channel
 * in the same transaction, with the label's code, so every instance reads the row again.
 */
export const LABEL_CHANGED_CHANNEL = 'mijn_label_changed';

export type LabelRow = typeof labels.$inferSelect;

/**
 * The label rows that /config.json reads on every page load, kept in memory once read (decision
 * 0059). A label without a row is asked again each time, so a row that appears later is seen.
 */
export async function createLabelRows(db: Db, notices: DatabaseNotices) {
  // A brand's name or colours may show a few milliseconds late: no round trip per page load for that.
  const rows = await createNoticedCache<LabelRow>(notices, {
    channel: LABEL_CHANGED_CHANNEL,
    maxEntries: Number.POSITIVE_INFINITY,
    freshness: 'as-heard',
  });
  return (code: LabelCode) =>
    rows.get(code, async () => {
      const [row] = await db.select().from(labels).where(eq(labels.code, code));
      return row;
    });
}

export type LabelRows = Awaited<ReturnType<typeof createLabelRows>>;
