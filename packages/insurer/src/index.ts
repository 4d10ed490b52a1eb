export * from './operation.ts';
export * from './port.ts';
export * from './refusal.ts';
export * from './unavailable.ts';
export * from './values.ts';
