import { area } from '../operation.ts';

export const consumption = area(
  'consumption',
  "What a person used of a year's cover: the excess, the GVS, the dental and supplementary pots.",
  {},
);
