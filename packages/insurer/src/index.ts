export * from './http.ts';
export * from './idempotency.ts';
export type * from './letter-facts.ts';
export * from './openapi.ts';
export * from './operation.ts';
export * from './port.ts';
export * from './refusal.ts';
export * from './unavailable.ts';
export * from './values.ts';
