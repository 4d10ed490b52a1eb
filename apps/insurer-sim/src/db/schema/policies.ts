import { boolean, index, integer, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { createdAt, day, instant } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';

/** A person known to the insurer. */
export const customers = insurerSchema.table('customers', {
  customerNumber: text('customer_number').primaryKey(),
  bsn: text('bsn').notNull().unique(),
  initials: text('initials').notNull(),
  firstName: text('first_name').notNull(),
  prefix: text('prefix'),
  lastName: text('last_name').notNull(),
  maidenName: text('maiden_name'),
  prefixMaidenName: text('prefix_maiden_name'),
  gender: text('gender').$type<'male' | 'female'>().notNull(),
  birthDate: day('birth_date').notNull(),
  email: text('email'),
  /** When the e-mail address was last confirmed; null for one entered but never confirmed. */
  emailVerifiedAt: instant('email_verified_at').defaultNow(),
  phoneNumber: text('phone_number'),
  street: text('street').notNull(),
  houseNumber: integer('house_number').notNull(),
  houseNumberAddition: text('house_number_addition'),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull().default('NL'),
  isDefaulter: boolean('is_defaulter').notNull().default(false),
  createdAt: createdAt(),
});

/** A health-insurance agreement (contract) of a policyholder under one label. */
export const agreements = insurerSchema.table(
  'agreements',
  {
    agreementId: integer('agreement_id').primaryKey(),
    labelCode: text('label_code').notNull(),
    contractCode: text('contract_code').notNull(),
    policyholderNumber: text('policyholder_number')
      .notNull()
      .references(() => customers.customerNumber),
    /** How often the premium is invoiced, in months (1, 3, 6, 12); changes wait in scheduled_payment_changes. */
    paymentTermMonths: integer('payment_term_months').notNull().default(1),
    /** How the premium is paid; whether it may be debited also needs a valid mandate (direct_debit_mandates). */
    paymentMethod: text('payment_method')
      .$type<'DirectDebit' | 'iDeal' | 'Mail' | 'BOR' | 'TPS'>()
      .notNull()
      .default('DirectDebit'),
    /** The account the premium is paid from (spec ibanPayedByInsured); debited only under a mandate. */
    premiumIban: text('premium_iban'),
    /** The account reimbursements of claims are paid to (spec ibanReceivedByInsured). */
    reimbursementIban: text('reimbursement_iban'),
    /** How excess (eigen risico) bills are paid, and from which account (spec paymentMethodExcess, ibanExcess). */
    excessPaymentMethod: text('excess_payment_method')
      .$type<'DirectDebit' | 'iDeal' | 'Mail'>()
      .notNull()
      .default('DirectDebit'),
    excessIban: text('excess_iban'),
    /** The collectivity's contract requires the premium to be debited (spec hasMandatoryDirectDebit). */
    mandatoryDirectDebit: boolean('mandatory_direct_debit').notNull().default(false),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    /**
     * The premium run found nothing to invoice for the agreement before this day (the next invoice
     * day); null when it must look again. Triggers clear it on any change that could give it
     * something to invoice sooner (decision 0069).
     */
    premiumRunSettledUntil: day('premium_run_settled_until'),
  },
  (t) => [
    index('agreements_policyholder_idx').on(t.policyholderNumber),
    index('agreements_premium_run_settled_until_idx').on(t.premiumRunSettledUntil),
  ],
);

/** One insured person on an agreement, with their 12-digit policy number and role. */
export const policies = insurerSchema.table(
  'policies',
  {
    policyNumber: text('policy_number').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    role: text('role').$type<'H' | 'P' | 'M'>().notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
  },
  (t) => [
    index('policies_agreement_idx').on(t.agreementId),
    index('policies_customer_idx').on(t.customerNumber),
  ],
);

/** A product a policy carries during a period (a calendar year at most). */
export const policyProducts = insurerSchema.table(
  'policy_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyNumber: text('policy_number')
      .notNull()
      .references(() => policies.policyNumber),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
  },
  (t) => [index('policy_products_policy_idx').on(t.policyNumber)],
);

/**
 * Whether a customer living abroad must show their insurance right again. Without a row it is
 * derived: required for everyone living outside the Netherlands.
 */
export const insuranceRightChecks = insurerSchema.table('insurance_right_checks', {
  customerNumber: text('customer_number')
    .primaryKey()
    .references(() => customers.customerNumber),
  isCheckRequired: boolean('is_check_required').notNull(),
  checkedOn: day('checked_on'),
  updatedAt: createdAt(),
});
