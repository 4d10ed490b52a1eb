import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { DigitalInsuranceCardInformation } from './insurance-card-information.ts';

export const getDigitalInsuranceCardInformation = endpoint({
  method: 'POST',
  path: 'InsuranceCard/GetDigitalInsuranceCardInformation',
  permission: 'c-ehic',
  summary: 'Digital insurance cards of the customers the user may see who have an active policy',
  response: z.array(DigitalInsuranceCardInformation),
  errors: [401, 403],
});

/** Customers to send a new physical card (zorgpas) to. */
export const InsuranceCardRequest = z.object({
  customerNumbers: z.array(z.string().check(z.maxLength(20))).check(z.minLength(1), z.maxLength(20)),
});
export type InsuranceCardRequest = z.infer<typeof InsuranceCardRequest>;

/**
 * Spec §3 Insurance card request result. Agreement numbers are the policy numbers of the insured.
 * Outcomes (spec §4): all accepted; partially accepted (some denied); denied (a card was requested in
 * the last 3 months, none accepted). inactiveCustomerNumbers: no active insurance today, so no card.
 */
export const InsuranceCardRequestResult = z.object({
  isSuccessful: z.boolean().check(z.describe('True when at least one card was accepted')),
  acceptedAgreementNumbers: z.array(z.string()),
  deniedAgreementNumbers: z.array(z.string()),
  inactiveCustomerNumbers: z.array(z.string()),
  expectedDeliveryDate: z
    .nullable(z.iso.date())
    .check(z.describe('About 10 working days after an accepted request')),
});
export type InsuranceCardRequestResult = z.infer<typeof InsuranceCardRequestResult>;

export const requestInsuranceCard = endpoint({
  method: 'POST',
  path: 'InsuranceCard',
  permission: 'c-ehic',
  summary:
    'Requests a physical insurance card for customers the user may see; denied per insured when one was requested in the last 3 months',
  body: InsuranceCardRequest,
  response: InsuranceCardRequestResult,
  errors: [400, 401, 403],
});

export const downloadInsuranceCard = endpoint({
  method: 'GET',
  path: 'InsuranceCard/Download',
  permission: 'c-ehic',
  summary:
    'The insurance card with the EHIC on its back as PDF, for a customer the user may see with an active policy; 404 otherwise',
  query: z.object({ customerNumber: z.optional(z.string().check(z.maxLength(20))) }),
  download: { contentType: 'application/pdf' },
  response: z.instanceof(Blob).check(z.describe('application/pdf')),
  errors: [401, 403, 404],
});
