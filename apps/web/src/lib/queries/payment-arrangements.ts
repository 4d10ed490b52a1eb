import { getPaymentArrangements } from '@mijn/contract';
import { contractQuery } from '../query/index.ts';

/**
 * The household's payment arrangements, newest first, and whether a request waits for processing
 * (GET Debitan/PaymentArrangements): the wizard's gate and the bills screen's terms share one answer.
 * Only sent for a user who may ask for an arrangement (c-pay-arr): the permission gate holds it back.
 */
export const paymentArrangementsQuery = () => contractQuery(getPaymentArrangements, {});
