import { randomUUID } from 'node:crypto';
import { insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

/** The De Vries household of the demo world, insured since 2008: Jan and Anna, Sanne (17) and Tim (9). */
const jan = '20000001';
const anna = '20000002';
const tim = '20000004';

/** The world is seeded on today's date, and the ages of its people are counted from it. */
const today = () => insurerToday(new Date());

const mediation = (overrides: {
  customerNumber?: string;
  kind?: 'general-practitioner' | 'mental-health';
}) => ({
  requestId: randomUUID(),
  customerNumber: jan,
  requestedBy: jan,
  receivedOn: today(),
  kind: 'general-practitioner' as const,
  maxTravelDistanceKm: 25,
  answers: { PhoneNumber: '+31612345678', AlreadyWithMediationService: false },
  attachments: [
    {
      fileName: 'verwijsbrief.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4096,
      sha256: 'a'.repeat(64),
      storageKey: `uploads/${randomUUID()}`,
    },
  ],
  ...overrides,
});

export const careRequestsCases: AreaCases<'careRequests'> = {
  submitMediation: [
    {
      name: 'takes a request in for a child the policyholder asks for, and answers its reference',
      async run({ port }) {
        const input = mediation({ customerNumber: tim });
        const answer = await port.careRequests.submitMediation(input);
        expect(answer).toEqual({ reference: `ZB-${input.requestId.slice(0, 8).toUpperCase()}` });
      },
    },
    {
      name: 'answers a repeat of the request id with the reference it gave the first time',
      async run({ port }) {
        const input = mediation({});
        const first = await port.careRequests.submitMediation(input);
        expect(await port.careRequests.submitMediation(input)).toEqual(first);
      },
    },
    {
      name: 'refuses a request on a day the person was not insured',
      refusal: 'not-insured',
      run: ({ port }) => port.careRequests.submitMediation({ ...mediation({}), receivedOn: '2007-12-31' }),
    },
    {
      name: 'refuses mental-health mediation for a child under 18: the youth desk',
      refusal: 'youth-desk',
      run: ({ port }) =>
        port.careRequests.submitMediation(mediation({ customerNumber: tim, kind: 'mental-health' })),
    },
    {
      name: 'refuses mental-health mediation one adult asks for another',
      refusal: 'mental-health-only-self',
      run: ({ port }) =>
        port.careRequests.submitMediation(mediation({ customerNumber: anna, kind: 'mental-health' })),
    },
  ],
};
