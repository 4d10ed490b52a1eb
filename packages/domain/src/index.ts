export * from './permissions.ts';
export * from './roles.ts';
