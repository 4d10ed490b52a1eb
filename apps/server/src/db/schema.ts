// The whole Drizzle schema, one file per domain; drizzle.config.ts and every query read it from here.
// The insurer's tables come from the simulation, through a shim that goes with step B (decision 0101).
export * from '../insurer/legacy/schema.ts';
export * from './schema-hand-over.ts';
export * from './schema-identity.ts';
export * from './schema-labels.ts';
export * from './schema-member-offers.ts';
export * from './schema-messaging.ts';
export * from './schema-notifications.ts';
export * from './schema-online-payments.ts';
export * from './schema-passkeys.ts';
