export * from './arrangement-invoice.ts';
export * from './arrangement-messages.ts';
export * from './arrangement-selection.ts';
export * from './arrangement-start.ts';
export * from './arrangement-status.ts';
export * from './arrangement-terms.ts';
