import { area } from '../operation.ts';

export const offers = area('offers', 'The year the insurer offers policies for.', {});
