import { bigint, date, text, timestamp } from 'drizzle-orm/pg-core';

/** A moment in UTC, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
/** A calendar day, read as an ISO yyyy-MM-dd string. */
export const day = (name: string) => date(name, { mode: 'string' });

/**
 * The columns of a file a request brought, as the multipart plumbing stored it (decision 0013): the
 * bytes are in storage under `storageKey`. Spread into a table beside the id of what it belongs to.
 */
export const storedFileColumns = () => ({
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
});
