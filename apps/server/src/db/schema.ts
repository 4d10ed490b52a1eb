// The whole Drizzle schema, one file per domain; drizzle.config.ts and every query read it from here.
export * from './schema-claims.ts';
export * from './schema-contact.ts';
export * from './schema-documents.ts';
export * from './schema-identity.ts';
export * from './schema-invoice-lifecycle.ts';
export * from './schema-invoice-payments.ts';
export * from './schema-invoices.ts';
export * from './schema-labels.ts';
export * from './schema-medical-selection.ts';
export * from './schema-member-offers.ts';
export * from './schema-messaging.ts';
export * from './schema-notifications.ts';
export * from './schema-online-payments.ts';
export * from './schema-payment-arrangements.ts';
export * from './schema-payment-details.ts';
export * from './schema-policies.ts';
export * from './schema-seated-transport.ts';
