export * from './kinds.ts';
export * from './rules.ts';
