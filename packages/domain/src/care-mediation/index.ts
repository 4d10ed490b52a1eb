export * from './dates.ts';
export * from './kinds.ts';
export * from './screening.ts';
