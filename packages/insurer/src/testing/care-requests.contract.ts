import { randomUUID } from 'node:crypto';
import { addDays, insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

/** The De Vries household of the demo world, insured since 2008: Jan and Anna, Sanne (17) and Tim (9). */
const jan = '20000001';
const anna = '20000002';
const tim = '20000004';

/** The world is seeded on today's date, and the ages of its people are counted from it. */
const today = () => insurerToday(new Date());

const parties = () => ({
  requestId: randomUUID(),
  customerNumber: jan,
  requestedBy: jan,
  receivedOn: today(),
  attachments: [
    {
      fileName: 'verwijsbrief.pdf',
      contentType: 'application/pdf',
      sizeBytes: 4096,
      sha256: 'a'.repeat(64),
      storageKey: `uploads/${randomUUID()}`,
    },
  ],
});

/** Dialysis in Spain for Jan, the coming month. */
const treatmentAbroad = () => ({
  ...parties(),
  care: { kind: 'kidney-dialysis' as const, centreConfirmed: true, pricePerSessionCents: 30_000 },
  providerName: 'Centro de Diálisis Costa del Sol',
  countryCode: 'ES',
  startDate: addDays(today(), 7),
  endDate: addDays(today(), 21),
});

const mediation = (overrides: {
  customerNumber?: string;
  kind?: 'general-practitioner' | 'mental-health';
}) => ({
  ...parties(),
  kind: 'general-practitioner' as const,
  maxTravelDistanceKm: 25,
  answers: { PhoneNumber: '+31612345678', AlreadyWithMediationService: false },
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
  submitTreatmentAbroad: [
    {
      name: 'takes a request in, and answers its reference of the year and the request id',
      async run({ port }) {
        const input = treatmentAbroad();
        const answer = await port.careRequests.submitTreatmentAbroad(input);
        const year = input.receivedOn.slice(0, 4);
        expect(answer).toEqual({ reference: `BL-${year}-${input.requestId.slice(0, 8).toUpperCase()}` });
      },
    },
    {
      name: 'takes a mental-health request in, which names no period',
      async run({ port }) {
        const input = {
          ...treatmentAbroad(),
          care: { kind: 'mental-health' as const, hasReferral: true, hasTreatmentPlan: false },
          startDate: null,
          endDate: null,
        };
        const answer = await port.careRequests.submitTreatmentAbroad(input);
        expect(answer).toMatchObject({ reference: expect.stringMatching(/^BL-\d{4}-[0-9A-F]{8}$/) });
      },
    },
    {
      name: 'answers a repeat of the request id with the reference it gave the first time',
      async run({ port }) {
        const input = treatmentAbroad();
        const first = await port.careRequests.submitTreatmentAbroad(input);
        expect(await port.careRequests.submitTreatmentAbroad(input)).toEqual(first);
      },
    },
    {
      name: 'refuses a request on a day the person was not insured',
      refusal: 'not-insured',
      run: ({ port }) =>
        port.careRequests.submitTreatmentAbroad({ ...treatmentAbroad(), receivedOn: '2007-12-31' }),
    },
  ],
};
