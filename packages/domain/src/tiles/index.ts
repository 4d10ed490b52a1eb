export * from './tile-arrangement.ts';
export * from './tile-data.ts';
export * from './tile-types.ts';
export * from './tile-visibility.ts';
