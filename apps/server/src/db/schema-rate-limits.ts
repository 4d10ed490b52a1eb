import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';

/**
 * The requests one client address made to one rate-limited call in the current window, shared by
 * every instance on the database (decision 0109). A row whose window ended counts from 1 again.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** `<method> <route> <client address>`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [index('rate_limit_windows_ends_at_idx').on(t.endsAt)],
);
