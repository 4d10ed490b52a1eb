export * from './opening-hours.ts';
