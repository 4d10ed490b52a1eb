import { area } from '../operation.ts';

export const invoices = area(
  'invoices',
  'Premium and excess invoices: lists, attachments, PDFs and what is owed.',
  {},
);
