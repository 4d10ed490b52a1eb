export * from './claim-kinds.ts';
export * from './limits.ts';
