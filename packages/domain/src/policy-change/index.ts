export * from './card-groups.ts';
export * from './cover-rules.ts';
export * from './mutability.ts';
export * from './request.ts';
export * from './selection.ts';
