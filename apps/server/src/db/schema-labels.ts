import { boolean, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day } from './schema-columns.ts';

/** A collectivity label: brand, insurer codes and contact details. One row per code of spec §1. */
export const labels = pgTable('labels', {
  code: text('code').primaryKey(),
  brandName: text('brand_name').notNull(),
  shortName: text('short_name').notNull(),
  collectivityName: text('collectivity_name').notNull(),
  uzoviCode: text('uzovi_code').notNull(),
  colors: jsonb('colors')
    .$type<{ primary: string; primaryDark: string; accent: string; background: string }>()
    .notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  websiteUrl: text('website_url').notNull(),
});

/** A news banner text (spec §3 News text): per language, for one label or all, before or after login. */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<'nl' | 'en'>().notNull(),
    /** null: every label. */
    labelCode: text('label_code').references(() => labels.code),
    /** Shown on the login pages (News/BeforeAuthorization) rather than after login. */
    beforeAuthorization: boolean('before_authorization').notNull().default(false),
    text: text('text').notNull(),
    /** A path (/nieuws/…) opens on the site of the reader's own label; items for every label use one. */
    url: text('url'),
    hyperlinkSubstring: text('hyperlink_substring'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    createdAt: createdAt(),
  },
  (t) => [index('news_items_window_idx').on(t.beforeAuthorization, t.language, t.startDate)],
);

/**
 * Telephone opening hours of a weekday (0 Sunday ... 6 Saturday). Rows without a label are the
 * insurer's default week; a label with rows of its own uses those instead.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labelCode: text('label_code').references(() => labels.code),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('opening_hours_label_idx').on(t.labelCode)],
);
