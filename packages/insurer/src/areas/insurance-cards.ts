import { area } from '../operation.ts';

export const insuranceCards = area(
  'insuranceCards',
  'Insurance cards and the EHIC: as data, as PDF, and requests for a new card.',
  {},
);
