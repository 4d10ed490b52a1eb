import { area } from '../operation.ts';

export const contact = area('contact', 'Questions customers send, which the insurer answers by letter.', {});
