import { area } from '../operation.ts';

export const addresses = area(
  'addresses',
  'The register of Dutch addresses (the BAG) as the insurer consults it.',
  {},
);
