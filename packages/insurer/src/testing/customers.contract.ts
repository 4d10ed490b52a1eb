import { expect } from 'vitest';
import type { InsurerPort } from '../port.ts';
import { isRefusal } from '../refusal.ts';
import type { AreaCases } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

/**
 * The De Vries household of the demo world: Jan (20000001, born 1980-03-14) holds the agreement,
 * Anna is his partner, Sanne (20000003, 17) and Tim (20000004, 9) are co-insured and live with him.
 */
const { jan, tim, peter } = demoPeople;
const sanne = { customerNumber: '20000003', role: 'M' } as const;

const today = new Date().toISOString().slice(0, 10);

async function profileOf(port: InsurerPort, viewer: typeof jan, customerNumber: string) {
  const profile = await port.customers.profile({ viewer, onDay: today, customerNumber });
  if (isRefusal(profile))
    throw new Error(`the demo world lets ${viewer.customerNumber} see ${customerNumber}`);
  return profile;
}

const namesOf = (profile: Awaited<ReturnType<typeof profileOf>>) => ({
  firstName: profile.firstName,
  initials: profile.initials,
  prefix: profile.prefix,
  lastName: profile.lastName,
  prefixMaidenName: profile.prefixMaidenName,
  maidenName: profile.maidenName,
});

/** Jan's change of his own details: his registered names and address, with the changes given. */
async function janChanges(port: InsurerPort, change: { names?: object; address?: object }) {
  const registered = await profileOf(port, jan, jan.customerNumber);
  return {
    viewer: jan,
    onDay: today,
    customerNumber: jan.customerNumber,
    names: { ...namesOf(registered), ...change.names },
    address: { ...registered.address, ...change.address },
  };
}

export const customersCases: AreaCases<'customers'> = {
  insuredOfViewer: [
    {
      name: 'answers the viewer and the co-insured under 16 they act for, with the role and cover of each policy',
      async run({ port }) {
        const insured = await port.customers.insuredOfViewer({ viewer: jan, onDay: today });
        expect(insured.map(({ person }) => person.customerNumber).sort()).toEqual([
          jan.customerNumber,
          tim.customerNumber,
        ]);
        const own = insured.find(({ person }) => person.customerNumber === jan.customerNumber);
        expect(own?.person).toMatchObject({
          firstName: 'Jan',
          prefix: 'de',
          lastName: 'Vries',
          birthDate: '1980-03-14',
        });
        expect(own?.policies[0]).toMatchObject({ role: 'H', startsOn: expect.any(String) });
        expect(own?.policies[0]?.covers.map((cover) => cover.type)).toContain('MB');
      },
    },
    {
      name: 'answers a co-insured of 16 or over only herself',
      async run({ port }) {
        const insured = await port.customers.insuredOfViewer({ viewer: sanne, onDay: today });
        expect(insured.map(({ person }) => person.customerNumber)).toEqual([sanne.customerNumber]);
      },
    },
  ],
  profile: [
    {
      name: "answers a person's registered names, BSN, address and contact details with their role",
      async run({ port }) {
        expect(await profileOf(port, jan, jan.customerNumber)).toMatchObject({
          customerNumber: jan.customerNumber,
          initials: 'J.',
          firstName: 'Jan',
          gender: 'male',
          role: 'H',
          bsn: expect.stringMatching(/^\d{9}$/),
          address: { country: 'NL', houseNumber: expect.any(Number) },
          email: expect.any(String),
        });
        expect(await profileOf(port, jan, tim.customerNumber)).toMatchObject({
          role: 'M',
          birthDate: expect.any(String),
        });
      },
    },
    {
      name: 'refuses a person the viewer may not see',
      refusal: 'not-in-household',
      run: ({ port }) =>
        port.customers.profile({ viewer: sanne, onDay: today, customerNumber: jan.customerNumber }),
    },
  ],
  changeDetails: [
    {
      name: "moves the viewer's house, takes the children under 16 at the old address along, and answers a repeat alike",
      async run({ port }) {
        const before = await profileOf(port, jan, jan.customerNumber);
        const move = await janChanges(port, {
          address: { street: 'Nieuwe Gracht', houseNumber: 7, zipCode: '3512LC' },
        });
        const moved = await port.customers.changeDetails(move, { key: 'customer-contract-jan-moves' });
        expect(moved).toEqual({
          movedAlong: [expect.objectContaining({ customerNumber: tim.customerNumber })],
        });
        // A repeat under the key (an answer lost on the way) answers as the first did.
        expect(await port.customers.changeDetails(move, { key: 'customer-contract-jan-moves' })).toEqual(
          moved,
        );
        expect((await profileOf(port, jan, tim.customerNumber)).address).toMatchObject({
          street: 'Nieuwe Gracht',
          zipCode: '3512LC',
        });
        // And back, so the demo world is as other cases know it.
        const back = await port.customers.changeDetails(await janChanges(port, { address: before.address }), {
          key: 'customer-contract-jan-moves-back',
        });
        expect(back).toMatchObject({ movedAlong: [{ customerNumber: tim.customerNumber }] });
        expect((await profileOf(port, jan, tim.customerNumber)).address).toEqual(before.address);
      },
    },
    {
      name: 'takes a registered name in another spelling and a new call name',
      async run({ port }) {
        const before = await profileOf(port, jan, jan.customerNumber);
        const changed = await port.customers.changeDetails(
          await janChanges(port, { names: { firstName: 'Johannes', prefix: 'De' } }),
          { key: 'customer-contract-jan-respelled' },
        );
        expect(changed).toEqual({ movedAlong: [] });
        expect(await profileOf(port, jan, jan.customerNumber)).toMatchObject({
          firstName: 'Johannes',
          prefix: 'De',
        });
        await port.customers.changeDetails(await janChanges(port, { names: namesOf(before) }), {
          key: 'customer-contract-jan-respelled-back',
        });
      },
    },
    {
      name: 'refuses another registered name, naming the field, and changes nothing',
      refusal: 'renamed',
      async run({ port }) {
        const refused = await port.customers.changeDetails(
          await janChanges(port, { names: { lastName: 'Jansen' }, address: { city: 'Zeist' } }),
          { key: 'customer-contract-jan-renamed' },
        );
        expect(isRefusal(refused) && refused.detail).toEqual({ field: 'lastName' });
        expect(await profileOf(port, jan, jan.customerNumber)).toMatchObject({ lastName: 'Vries' });
        expect((await profileOf(port, jan, jan.customerNumber)).address.city).not.toBe('Zeist');
        return refused;
      },
    },
    {
      name: 'refuses a move abroad, which goes through customer service, and a repeat alike',
      refusal: 'moving-abroad',
      run: async ({ port }) => {
        const input = await janChanges(port, { address: { country: 'BE', zipCode: '2000' } });
        await port.customers.changeDetails(input, { key: 'customer-contract-jan-abroad' });
        // The repeat of a refused command is refused as the first was.
        return port.customers.changeDetails(input, { key: 'customer-contract-jan-abroad' });
      },
    },
    {
      name: 'refuses a change of a person the viewer may not see',
      refusal: 'not-in-household',
      run: async ({ port }) =>
        port.customers.changeDetails(
          { ...(await janChanges(port, {})), viewer: peter },
          { key: 'customer-contract-peter-for-jan' },
        ),
    },
  ],
};
