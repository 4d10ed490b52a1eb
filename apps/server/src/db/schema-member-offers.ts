import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day } from './schema-columns.ts';
import { labels } from './schema-labels.ts';

/** A member offer of a label (spec §3), shown in sort order while valid. */
export const memberOffers = pgTable(
  'member_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labelCode: text('label_code')
      .notNull()
      .references(() => labels.code),
    sortOrder: integer('sort_order').notNull(),
    category: text('category').$type<'health' | 'sport' | 'travel' | 'home' | 'leisure'>().notNull(),
    partner: text('partner').notNull(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionNl: text('description_nl').notNull(),
    descriptionEn: text('description_en').notNull(),
    discountCode: text('discount_code'),
    url: text('url'),
    validFrom: day('valid_from').notNull(),
    validUntil: day('valid_until'),
  },
  (t) => [index('member_offers_label_idx').on(t.labelCode, t.sortOrder)],
);

/** A 'golden tip' a member sent in. */
export const memberOfferTips = pgTable('member_offer_tips', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerNumber: text('customer_number').notNull(),
  labelCode: text('label_code')
    .notNull()
    .references(() => labels.code),
  companyName: text('company_name').notNull(),
  website: text('website'),
  suggestion: text('suggestion').notNull(),
  mayContact: boolean('may_contact').notNull().default(false),
  createdAt: createdAt(),
});
