import { area } from '../operation.ts';

export const arrangements = area('arrangements', 'Payment arrangements for invoices in arrears.', {});
