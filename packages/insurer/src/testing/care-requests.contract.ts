import { randomUUID } from 'node:crypto';
import { addDays, insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import { isRefusal } from '../refusal.ts';
import type { AreaCases } from './contract-case.ts';

/** The De Vries household of the demo world, insured since 2008: Jan and Anna, Sanne (17) and Tim (9). */
const jan = '20000001';
const anna = '20000002';
const tim = '20000004';

/** The world is seeded on today's date, and the ages of its people are counted from it. */
const today = () => insurerToday(new Date());
/** A moment on a day before Jan was insured. */
const beforeJanWasInsured = '2007-12-31T12:00:00+01:00';

const parties = () => ({
  requestId: randomUUID(),
  customerNumber: jan,
  requestedBy: jan,
  receivedAt: new Date().toISOString(),
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

/** Jan in a wheelchair, the coming half year, by taxi. */
const seatedTransport = () => ({
  ...parties(),
  requestType: 'first-request' as const,
  situation: { type: 'wheelchair' as const },
  travelMode: 'taxi' as const,
  startDate: addDays(today(), 7),
  endDate: addDays(today(), 180),
  answers: { CanTravelOwn: false, NeedsEscort: true },
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
      run: ({ port }) =>
        port.careRequests.submitMediation({ ...mediation({}), receivedAt: beforeJanWasInsured }),
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
        const year = today().slice(0, 4);
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
        port.careRequests.submitTreatmentAbroad({ ...treatmentAbroad(), receivedAt: beforeJanWasInsured }),
    },
  ],
  submitSeatedTransport: [
    {
      name: 'numbers each request on within its year, and answers the reference',
      async run({ port }) {
        const references = [];
        for (const input of [seatedTransport(), seatedTransport()]) {
          const answer = await port.careRequests.submitSeatedTransport(input);
          if (isRefusal(answer)) throw new Error(`refused: ${answer.refused}`);
          references.push(answer.reference);
        }
        const [first = '', second = ''] = references;
        expect(first).toMatch(new RegExp(`^ZV-${today().slice(0, 4)}-\\d{5}$`));
        expect(Number(second.slice(8))).toBe(Number(first.slice(8)) + 1);
      },
    },
    {
      name: 'takes in a request whose situation the basic insurance does not cover (it is rejected by letter)',
      async run({ port }) {
        const answer = await port.careRequests.submitSeatedTransport({
          ...seatedTransport(),
          situation: { type: 'all-other' },
        });
        expect(answer).toEqual({ reference: expect.stringMatching(/^ZV-/) });
      },
    },
    {
      name: 'answers a repeat of the request id with the reference it gave the first time',
      async run({ port }) {
        const input = seatedTransport();
        const first = await port.careRequests.submitSeatedTransport(input);
        expect(await port.careRequests.submitSeatedTransport(input)).toEqual(first);
      },
    },
    {
      name: 'refuses a request on a day the person was not insured',
      refusal: 'not-insured',
      run: ({ port }) =>
        port.careRequests.submitSeatedTransport({ ...seatedTransport(), receivedAt: beforeJanWasInsured }),
    },
  ],
};
