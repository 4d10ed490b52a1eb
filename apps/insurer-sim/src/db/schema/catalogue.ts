import { boolean, integer, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { insurerSchema } from './insurer-schema.ts';

/** A product line of a label's catalogue (spec §3 Product types). */
export const products = insurerSchema.table(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labelCode: text('label_code').notNull(),
    code: text('code').notNull(),
    type: text('type').$type<'MB' | 'AP' | 'XA' | 'AE' | 'KL' | 'ER' | 'TA' | 'OW'>().notNull(),
    name: text('name').notNull(),
    packageId: integer('package_id').notNull(),
    /** For OW products: the voluntary excess in cents (0 or 50000). */
    voluntaryExcessCents: integer('voluntary_excess_cents'),
    /** Yearly maximum reimbursement in cents (dental, physiotherapy tiers), when capped. */
    yearlyMaximumCents: integer('yearly_maximum_cents'),
    hasMedicalSelection: boolean('has_medical_selection').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('products_label_code_idx').on(t.labelCode, t.code)],
);

/** Monthly premium of a product for a calendar year; discounts are the collectivity's. */
export const productPremiums = insurerSchema.table(
  'product_premiums',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    year: integer('year').notNull(),
    monthlyPremiumCents: integer('monthly_premium_cents').notNull(),
    collectivityDiscountCents: integer('collectivity_discount_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.year] })],
);
