import { expect } from 'vitest';
import type { InsurerPort } from '../port.ts';
import type { AreaCases } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

/**
 * Of the demo world, dated from the day it was seeded: Jan de Vries (20000001) has letters of this
 * year and the 4 before it, unread ones among them, and one of 6 years ago that is kept but no longer
 * shown; his son Tim (20000004, 9) has a claims statement; Sanne (20000003, 17) is co-insured on
 * Jan's agreement and reads only her own.
 */
const { jan, tim, peter } = demoPeople;
const sanne = { customerNumber: '20000003', role: 'M' } as const;

const today = new Date().toISOString().slice(0, 10);
const year = Number(today.slice(0, 4));
const unknownId = '00000000-0000-4000-8000-000000000000';

const boxOf = (port: InsurerPort, viewer: typeof jan | typeof sanne) =>
  port.documents.messageBox({ viewer, onDay: today });

const janUnreadLetter = async (port: InsurerPort) => {
  const unread = (await boxOf(port, jan)).find(
    (letter) => !letter.hasBeenRead && letter.addressee.customerNumber === jan.customerNumber,
  );
  if (!unread) throw new Error('the demo world gives Jan an unread letter');
  return unread;
};

export const documentsCases: AreaCases<'documents'> = {
  messageBox: [
    {
      name: 'answers the letters of the viewer and the co-insured under 16 of the last 5 calendar years, newest first',
      async run({ port }) {
        const box = await boxOf(port, jan);
        const whose = new Set(box.map((letter) => letter.addressee.customerNumber));
        expect([...whose].sort()).toEqual([jan.customerNumber, tim.customerNumber]);
        const days = box.map((letter) => letter.publicationDate);
        expect(days).toEqual([...days].sort().reverse());
        expect(days.every((day) => day >= `${year - 4}-01-01` && day <= today)).toBe(true);
        expect(days.some((day) => day.startsWith(`${year - 4}-`))).toBe(true);
        expect(box.find((letter) => letter.facts?.kind === 'claimsStatement')).toMatchObject({
          docType: 'Declaratieoverzicht',
          storageKey: null,
          addressee: { firstName: expect.any(String), zipCode: expect.any(String), country: 'NL' },
        });
      },
    },
    {
      name: 'answers a co-insured of 16 or over only their own letters',
      async run({ port }) {
        const box = await boxOf(port, sanne);
        expect(box.length).toBeGreaterThan(0);
        expect(box.every((letter) => letter.addressee.customerNumber === sanne.customerNumber)).toBe(true);
      },
    },
  ],
  letter: [
    {
      name: 'answers one letter of the message box as the box lists it',
      async run({ port }) {
        const [newest] = await boxOf(port, jan);
        if (!newest) throw new Error('the demo world gives Jan letters');
        expect(
          await port.documents.letter({ viewer: jan, onDay: today, documentId: newest.documentId }),
        ).toEqual(newest);
      },
    },
    {
      name: 'refuses an id that names no letter',
      refusal: 'unknown-document',
      run: ({ port }) => port.documents.letter({ viewer: jan, onDay: today, documentId: unknownId }),
    },
    {
      name: "refuses a letter of a person the viewer may not see, such as the policyholder's own to a co-insured of 16 or over",
      refusal: 'not-in-household',
      async run({ port }) {
        const { documentId } = await janUnreadLetter(port);
        return port.documents.letter({ viewer: sanne, onDay: today, documentId });
      },
    },
  ],
  markRead: [
    {
      name: 'marks a letter read once, and the unread count follows',
      async run({ port }) {
        const { documentId } = await janUnreadLetter(port);
        const unread = async () => (await port.documents.unreadCount({ viewer: jan, onDay: today })).count;
        const before = await unread();
        const read = { viewer: jan, onDay: today, documentId, readAt: `${today}T09:00:00+01:00` };
        expect(await port.documents.markRead(read, { key: 'read-contract-jan-1' })).toEqual({});
        expect(await unread()).toBe(before - 1);
        expect(await port.documents.markRead(read, { key: 'read-contract-jan-2' })).toEqual({});
        expect(await unread()).toBe(before - 1);
        expect(await port.documents.letter({ viewer: jan, onDay: today, documentId })).toMatchObject({
          hasBeenRead: true,
        });
      },
    },
    {
      name: 'refuses an id that names no letter',
      refusal: 'unknown-document',
      run: ({ port }) =>
        port.documents.markRead(
          { viewer: jan, onDay: today, documentId: unknownId, readAt: `${today}T09:00:00Z` },
          { key: 'read-contract-unknown' },
        ),
    },
    {
      name: 'refuses a letter of another household, and leaves it unread',
      refusal: 'not-in-household',
      async run({ port }) {
        const { documentId } = await janUnreadLetter(port);
        const refused = await port.documents.markRead(
          { viewer: peter, onDay: today, documentId, readAt: `${today}T09:00:00Z` },
          { key: 'read-contract-peter' },
        );
        expect(await port.documents.letter({ viewer: jan, onDay: today, documentId })).toMatchObject({
          hasBeenRead: false,
        });
        return refused;
      },
    },
  ],
  unreadCount: [
    {
      name: 'counts the unread letters of everyone the viewer may see, and of those published since a day',
      async run({ port }) {
        const box = await boxOf(port, jan);
        const unreadIn = (letters: typeof box) => letters.filter((letter) => !letter.hasBeenRead).length;
        const since = `${year - 4}-01-01`;
        expect(
          await port.documents.unreadCount({ viewer: jan, onDay: today, publishedSince: since }),
        ).toEqual({
          count: unreadIn(box),
        });
        expect(
          await port.documents.unreadCount({ viewer: jan, onDay: today, publishedSince: today }),
        ).toEqual({
          count: unreadIn(box.filter((letter) => letter.publicationDate === today)),
        });
      },
    },
  ],
  genericOfYear: [
    {
      name: "answers each product's conditions and cover overview, the voluntary excess its conditions only",
      async run({ port }) {
        const documents = await port.documents.genericOfYear({ viewer: jan, onDay: today, year });
        const basic = documents.filter((document) => document.product.type === 'MB');
        expect(basic.map((document) => document.kind)).toEqual(['policyConditions', 'coverOverview']);
        expect(basic[0]).toMatchObject({
          documentId: `policyConditions.${basic[0]?.labelCode}.${basic[0]?.product.code}.${year}`,
          year,
          customerNumbers: expect.arrayContaining([jan.customerNumber, tim.customerNumber]),
        });
        const excess = documents.filter((document) => document.product.type === 'OW');
        expect(excess.every((document) => document.kind === 'policyConditions')).toBe(true);
      },
    },
    {
      name: 'answers no documents of a year before the viewer was insured',
      async run({ port }) {
        expect(await port.documents.genericOfYear({ viewer: jan, onDay: today, year: 2005 })).toEqual([]);
      },
    },
  ],
};
