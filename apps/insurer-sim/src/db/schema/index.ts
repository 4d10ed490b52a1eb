// The insurer's tables, one file per area, all in its own PostgreSQL schema (decision 0101).
export * from './care-mediation.ts';
export * from './catalogue.ts';
export * from './claims.ts';
export * from './contact.ts';
export * from './documents.ts';
export * from './insurance-right.ts';
export * from './insurer-schema.ts';
export * from './invoice-lifecycle.ts';
export * from './invoice-payments.ts';
export * from './invoices.ts';
export * from './medical-selection.ts';
export * from './newly-insured.ts';
export * from './payment-arrangements.ts';
export * from './payment-details.ts';
export * from './policies.ts';
export * from './seated-transport.ts';
export * from './treatment-abroad.ts';
