import { expect } from 'vitest';
import type { AreaCases } from './contract-case.ts';

/**
 * The De Vries household of the demo world (agreement 10000001 of label `default`, since 2008): Jan
 * holds it, Sanne is co-insured and 17, Tim co-insured and 9. Peter Jansen is alone on his own.
 */
const jan = { customerNumber: '20000001', role: 'H', policyNumber: '910100000101' } as const;
const anna = { customerNumber: '20000002', role: 'P', policyNumber: '910100000102' } as const;
const sanne = { customerNumber: '20000003', role: 'M', policyNumber: '910100000103' } as const;
const tim = { customerNumber: '20000004', policyNumber: '910100000104' } as const;
const peter = { customerNumber: '20000005', role: 'H', policyNumber: '910200000201' } as const;

const viewer = ({ customerNumber, role }: { customerNumber: string; role: 'H' | 'P' | 'M' }) => ({
  customerNumber,
  role,
});

/** The demo world's policies run on: basic cover is written for this year and the last only. */
const thisYear = new Date().getFullYear();
const onDayWithCover = `${thisYear}-01-02`;
/** A Monday years ahead, so the demo world's own card requests lie long before it. */
const requestDay = '2030-06-03';

export const insuranceCardsCases: AreaCases<'insuranceCards'> = {
  ofHousehold: [
    {
      name: "answers the viewer's own card and those of the co-insured under 16 on the agreement they hold",
      async run({ port }) {
        const cards = await port.insuranceCards.ofHousehold({ viewer: viewer(jan), onDay: onDayWithCover });
        expect(cards.map((card) => card.customerNumber).sort()).toEqual([
          jan.customerNumber,
          tim.customerNumber,
        ]);
        expect(cards.find((card) => card.customerNumber === jan.customerNumber)).toEqual({
          customerNumber: jan.customerNumber,
          policyNumber: jan.policyNumber,
          labelCode: 'default',
          initials: 'J.',
          firstName: 'Jan',
          prefix: 'de',
          lastName: 'Vries',
          birthDate: '1980-03-14',
          bsn: expect.stringMatching(/^\d{9}$/),
          ehic: true,
          validUntil: `${thisYear}-12-31`,
        });
      },
    },
    {
      name: 'answers a co-insured of 16 or over, and a partner, only their own card',
      async run({ port }) {
        const own = async (who: typeof sanne | typeof anna) =>
          (await port.insuranceCards.ofHousehold({ viewer: viewer(who), onDay: onDayWithCover })).map(
            (card) => card.customerNumber,
          );
        expect(await own(sanne)).toEqual([sanne.customerNumber]);
        expect(await own(anna)).toEqual([anna.customerNumber]);
      },
    },
    {
      name: 'carries no EHIC in a year without basic cover, and is valid to the end of that year',
      async run({ port }) {
        const cards = await port.insuranceCards.ofHousehold({ viewer: viewer(jan), onDay: '2020-06-15' });
        expect(cards.find((card) => card.customerNumber === jan.customerNumber)).toMatchObject({
          ehic: false,
          validUntil: '2020-12-31',
        });
      },
    },
    {
      name: 'answers no card on a day before the viewer was insured',
      async run({ port }) {
        expect(await port.insuranceCards.ofHousehold({ viewer: viewer(jan), onDay: '2007-12-31' })).toEqual(
          [],
        );
      },
    },
  ],
  requestByPost: [
    {
      name: 'sends a new card, and answers a repeat of the command under its key as it answered the first',
      async run({ port }) {
        const input = { viewer: viewer(peter), customerNumbers: [peter.customerNumber], onDay: requestDay };
        const first = await port.insuranceCards.requestByPost(input, { key: 'card-contract-peter-1' });
        expect(first).toEqual({
          accepted: [peter.policyNumber],
          requestedRecently: [],
          notInsured: [],
          expectedDeliveryOn: '2030-06-18',
        });
        expect(await port.insuranceCards.requestByPost(input, { key: 'card-contract-peter-1' })).toEqual(
          first,
        );
      },
    },
    {
      name: 'sends no second card within 3 months of the last, per person',
      async run({ port }) {
        const ask = (customerNumbers: string[], key: string) =>
          port.insuranceCards.requestByPost(
            { viewer: viewer(jan), customerNumbers, onDay: requestDay },
            { key },
          );
        await ask([tim.customerNumber], 'card-contract-tim');
        expect(await ask([jan.customerNumber, tim.customerNumber], 'card-contract-jan-and-tim')).toEqual({
          accepted: [jan.policyNumber],
          requestedRecently: [tim.policyNumber],
          notInsured: [],
          expectedDeliveryOn: '2030-06-18',
        });
      },
    },
    {
      name: 'answers not insured for a person without a policy on the day, and sends nothing',
      async run({ port }) {
        const answer = await port.insuranceCards.requestByPost(
          { viewer: viewer(jan), customerNumbers: [jan.customerNumber], onDay: '2007-12-31' },
          { key: 'card-contract-before-insured' },
        );
        expect(answer).toEqual({
          accepted: [],
          requestedRecently: [],
          notInsured: [jan.customerNumber],
          expectedDeliveryOn: null,
        });
      },
    },
    {
      name: 'refuses the whole request when one person is outside what the viewer may see',
      refusal: 'not-in-household',
      async run({ port }) {
        const refused = await port.insuranceCards.requestByPost(
          {
            viewer: viewer(sanne),
            customerNumbers: [sanne.customerNumber, tim.customerNumber],
            onDay: requestDay,
          },
          { key: 'card-contract-sanne-for-tim' },
        );
        // Nothing was sent for Sanne either: her own request afterwards is her first.
        const own = await port.insuranceCards.requestByPost(
          { viewer: viewer(sanne), customerNumbers: [sanne.customerNumber], onDay: requestDay },
          { key: 'card-contract-sanne' },
        );
        expect(own).toMatchObject({ accepted: [sanne.policyNumber] });
        return refused;
      },
    },
  ],
};
