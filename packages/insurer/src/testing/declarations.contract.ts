import { insurerToday, insurerYear } from '@mijn/domain';
import { expect } from 'vitest';
import type { Declaration } from '../areas/declarations.ts';
import type { InsurerPort } from '../port.ts';
import { isRefusal } from '../refusal.ts';
import type { AreaCases } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

const { jan, tim, peter } = demoPeople;
/** Jan's daughter, co-insured on his agreement and 17: her claims are hers alone (spec §6). */
const sanne = { customerNumber: '20000003', role: 'M' } as const;

/** The demo world holds two years of claims for every household: this year's and last year's. */
const onDay = insurerToday(new Date());
const year = insurerYear(new Date());

type Viewer = (typeof demoPeople)[keyof typeof demoPeople] | typeof sanne;

/** The year's declarations a viewer may see, for the cases that need one to ask about. */
async function ofYear(port: InsurerPort, viewer: Viewer, inYear = year): Promise<Declaration[]> {
  const listed = await port.declarations.ofYear({ viewer, year: inYear, onDay });
  if (isRefusal(listed)) throw new Error(`${viewer.customerNumber} may see their own declarations`);
  return listed;
}

const newestFirst = (listed: Declaration[]) => {
  const received = listed.map((declaration) => declaration.receivedOn);
  expect(received).toEqual([...received].sort().reverse());
};

export const declarationsCases: AreaCases<'declarations'> = {
  ofYear: [
    {
      name: "answers a policyholder's year of himself and his son under 16, newest received first",
      async run({ port }) {
        const listed = await ofYear(port, jan);
        expect(new Set(listed.map((declaration) => declaration.customerNumber))).toEqual(
          new Set([jan.customerNumber, tim.customerNumber]),
        );
        expect(listed.every((declaration) => declaration.year === year)).toBe(true);
        newestFirst(listed);
        expect(listed.map((declaration) => declaration.status)).toEqual(
          expect.arrayContaining(['handled', 'in-progress']),
        );
        expect(
          listed.find((declaration) => declaration.customerNumber === tim.customerNumber)?.person,
        ).toEqual(expect.objectContaining({ firstName: 'Tim', prefix: 'de', lastName: 'Vries' }));
      },
    },
    {
      name: 'answers one person the viewer may see, and names the account an insured-sent claim is paid to',
      async run({ port }) {
        const listed = await port.declarations.ofYear({
          viewer: jan,
          customerNumber: tim.customerNumber,
          year: year - 1,
          onDay,
        });
        if (isRefusal(listed)) throw new Error('Jan may see Tim, who is under 16');
        expect(listed.length).toBeGreaterThan(0);
        expect(listed.every((declaration) => declaration.customerNumber === tim.customerNumber)).toBe(true);
        for (const declaration of listed) {
          expect(declaration.reimbursedTo).toBe(
            declaration.submittedBy === 'insured' ? 'insured' : 'care-provider',
          );
          if (declaration.reimbursedTo === 'insured') {
            expect(declaration.payee).toEqual({ name: 'J. de Vries', iban: expect.any(String) });
          } else expect(declaration.payee).toBeNull();
        }
      },
    },
    {
      name: 'answers a co-insured of 16 or over her own declarations only',
      async run({ port }) {
        const listed = await ofYear(port, sanne);
        expect(listed.length).toBeGreaterThan(0);
        expect(listed.every((declaration) => declaration.customerNumber === sanne.customerNumber)).toBe(true);
      },
    },
    {
      name: 'answers an empty list for a year without declarations',
      async run({ port }) {
        expect(await ofYear(port, jan, 2005)).toEqual([]);
      },
    },
    {
      name: 'refuses a daughter of 16 or over to her father',
      refusal: 'not-in-household',
      run: ({ port }) =>
        port.declarations.ofYear({ viewer: jan, customerNumber: sanne.customerNumber, year, onDay }),
    },
  ],
  latest: [
    {
      name: 'answers the newest declarations of the household the viewer may see, of any year',
      async run({ port }) {
        const latest = await port.declarations.latest({ viewer: jan, onDay, count: 5 });
        expect(latest).toHaveLength(5);
        newestFirst(latest);
        const visible: string[] = [jan.customerNumber, tim.customerNumber];
        expect(latest.every((declaration) => visible.includes(declaration.customerNumber))).toBe(true);
        const all = [...(await ofYear(port, jan)), ...(await ofYear(port, jan, year - 1))];
        const newest = all
          .map((declaration) => declaration.receivedOn)
          .sort()
          .reverse();
        expect(latest.map((declaration) => declaration.receivedOn)).toEqual(newest.slice(0, 5));
      },
    },
  ],
  detail: [
    {
      name: 'answers a declaration with its bills, whose activities add up to what was declared and paid',
      async run({ port }) {
        const listed = await ofYear(port, jan, year - 1);
        const hospital = listed.find(
          (declaration) =>
            declaration.customerNumber === jan.customerNumber && declaration.careType === 'hospital',
        );
        if (!hospital) throw new Error('Jan had a hospital claim last year');
        const detail = await port.declarations.detail({
          viewer: jan,
          declarationId: hospital.declarationId,
          onDay,
        });
        if (isRefusal(detail)) throw new Error('Jan may see his own declaration');
        expect(detail).toMatchObject({ ...hospital, person: { birthDate: '1980-03-14' } });
        const activities = detail.bills.flatMap((bill) => bill.activities);
        expect(activities.reduce((sum, activity) => sum + activity.declaredCents, 0)).toBe(
          detail.declaredCents,
        );
        expect(activities.reduce((sum, activity) => sum + activity.compensatedCents, 0)).toBe(
          detail.compensatedCents,
        );
      },
    },
    {
      name: "answers another household's declaration as not found, so its id cannot be probed",
      refusal: 'not-found',
      async run({ port }) {
        const [theirs] = await ofYear(port, peter);
        if (!theirs) throw new Error('Peter has declarations this year');
        return port.declarations.detail({ viewer: jan, declarationId: theirs.declarationId, onDay });
      },
    },
    {
      name: 'answers an unknown declaration as not found',
      refusal: 'not-found',
      run: ({ port }) => port.declarations.detail({ viewer: jan, declarationId: 'D000000000', onDay }),
    },
  ],
  markAllRead: [
    {
      name: "marks the viewer's unread declarations read once; a repeat answers as before, a new one marks none",
      async run({ port }) {
        const declared = [...(await ofYear(port, peter)), ...(await ofYear(port, peter, year - 1))];
        const unread = declared.filter((declaration) => !declaration.read).length;
        expect(unread).toBeGreaterThan(0);
        const markAll = (key: string = crypto.randomUUID()) =>
          port.declarations.markAllRead({ viewer: peter, onDay }, { key });
        const first = crypto.randomUUID();
        expect(await markAll(first)).toEqual({ marked: unread });
        expect((await ofYear(port, peter)).every((declaration) => declaration.read)).toBe(true);
        expect(await markAll(first)).toEqual({ marked: unread });
        expect(await markAll()).toEqual({ marked: 0 });
      },
    },
  ],
};
