import { area } from '../operation.ts';

export const documents = area(
  'documents',
  "The message box: letters and documents, their content and read marks, and a collectivity's generic documents.",
  {},
);
