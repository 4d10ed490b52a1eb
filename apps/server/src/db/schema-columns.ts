import { date, timestamp } from 'drizzle-orm/pg-core';

/** A moment in UTC, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** When the row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
/** A calendar day, read as an ISO yyyy-MM-dd string. */
export const day = (name: string) => date(name, { mode: 'string' });
