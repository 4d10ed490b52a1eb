export * from './dental-covers.ts';
export * from './questionnaire.ts';
export * from './verdicts.ts';
