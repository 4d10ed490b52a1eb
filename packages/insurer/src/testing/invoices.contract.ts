import { insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { AreaCases, PortUnderTest } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

const { jan, anna, peter } = demoPeople;
// The demo world dates its invoices from the day it is seeded.
const onDay = insurerToday(new Date());

/** Of the demo world: Peter Jansen owes on a reminder and paid part of one invoice by transfer. */
async function petersInvoices(port: PortUnderTest['port']) {
  const held = await port.invoices.ofPolicyholder({ viewer: peter, onDay });
  return held.invoices;
}

export const invoicesCases: AreaCases<'invoices'> = {
  ofPolicyholder: [
    {
      name: 'answers the policyholder his invoices oldest first, with what was paid of each, and lets him arrange',
      async run({ port }) {
        const held = await port.invoices.ofPolicyholder({ viewer: peter, onDay });
        expect(held.mayArrange).toBe(true);
        const days = held.invoices.map((invoice) => `${invoice.invoiceDate} ${invoice.invoiceNumber}`);
        expect(days).toEqual([...days].sort());
        expect(held.invoices.some((invoice) => invoice.statusId === 2 && invoice.remaining > 0)).toBe(true);
        const partPaid = held.invoices.find(
          (invoice) => invoice.remaining > 0 && invoice.remaining < invoice.amount,
        );
        expect(partPaid?.payments).toEqual([
          expect.objectContaining({ amount: partPaid!.amount - partPaid!.remaining, source: 'bankTransfer' }),
        ]);
      },
    },
    {
      name: 'answers a person who holds no agreement no invoices and no arrangement',
      async run({ port }) {
        expect(await port.invoices.ofPolicyholder({ viewer: anna, onDay })).toEqual({
          invoices: [],
          mayArrange: false,
        });
      },
    },
  ],
  one: [
    {
      name: 'answers one invoice of the policyholder with him as its addressee',
      async run({ port }) {
        const [first] = await petersInvoices(port);
        const one = await port.invoices.one({ viewer: peter, invoiceNumber: first!.invoiceNumber, onDay });
        expect(one).toEqual({
          invoice: first,
          addressee: expect.objectContaining({ customerNumber: peter.customerNumber, lastName: 'Jansen' }),
        });
      },
    },
    {
      name: "refuses another policyholder's invoice",
      refusal: 'unknown-invoice',
      async run({ port }) {
        const [first] = await petersInvoices(port);
        return port.invoices.one({ viewer: jan, invoiceNumber: first!.invoiceNumber, onDay });
      },
    },
  ],
};
