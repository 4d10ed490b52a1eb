import { boolean, index, integer, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { agreements, customers } from './policies.ts';

/**
 * A dental medical selection (spec §3, §4): the answers a policyholder gave for one person and one
 * cover, signed, and the core's verdict. Kept as the record of what was declared; a denial keeps the
 * person from that cover and any higher one.
 */
export const dentalMedicalSelections = insurerSchema.table(
  'dental_medical_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    /** Null for a person being added to the agreement, who is no customer yet (issue 16). */
    customerNumber: text('customer_number').references(() => customers.customerNumber),
    initials: text('initials').notNull(),
    prefix: text('prefix'),
    lastName: text('last_name').notNull(),
    birthDate: day('birth_date').notNull(),
    productCode: text('product_code').notNull(),
    year: integer('year').notNull(),
    /** The day the cover would start, on which the person's age is judged. */
    startDate: day('start_date').notNull(),
    hasCongenitalDentalDefect: boolean('has_congenital_dental_defect').notNull(),
    congenitalDentalDefectMessage: text('congenital_dental_defect_message'),
    orthodonticsWithinTwoYears: boolean('orthodontics_within_two_years').notNull(),
    dentistLastTwoYears: boolean('dentist_last_two_years').notNull(),
    extracted4OrMoreTeeth: boolean('extracted_4_or_more_teeth').notNull(),
    numberOfMissingTeeth: integer('number_of_missing_teeth').notNull(),
    expectedTreatments: integer('expected_treatments').array().notNull(),
    acceptanceDate: day('acceptance_date').notNull(),
    signature: text('signature').notNull(),
    /** The customer number of the policyholder who answered. */
    answeredBy: text('answered_by')
      .notNull()
      .references(() => customers.customerNumber),
    isApproved: boolean('is_approved').notNull(),
    denialReasons: text('denial_reasons').array().notNull(),
    decidedOn: day('decided_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dental_medical_selections_customer_idx').on(t.customerNumber, t.productCode)],
);
