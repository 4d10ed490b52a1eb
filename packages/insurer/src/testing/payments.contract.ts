import { insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { AreaCases, PortUnderTest } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

const onDay = insurerToday(new Date());

/** Of the demo world: Peter Jansen's newest premium is open and nothing was paid of it yet. */
async function petersNewestOpenInvoice(port: PortUnderTest['port']) {
  const { invoices } = await port.invoices.ofPolicyholder({ viewer: demoPeople.peter, onDay });
  const open = invoices.filter((invoice) => invoice.statusId === 1 && invoice.remaining === invoice.amount);
  const newest = open.at(-1);
  if (!newest) throw new Error('the demo world has no unpaid invoice of Peter Jansen');
  return newest;
}

export const paymentsCases: AreaCases<'payments'> = {
  recordOnline: [
    {
      name: 'books a payment on its invoice once, however often the provider confirms it',
      async run({ port }) {
        const invoice = await petersNewestOpenInvoice(port);
        const payment = {
          paymentId: 'tr_contract_part',
          invoiceNumber: invoice.invoiceNumber,
          amount: 100,
          collectionCosts: 0,
          receivedOn: onDay,
        };
        const booked = { remaining: invoice.remaining - 100, overpaid: 0 };
        expect(await port.payments.recordOnline(payment)).toEqual(booked);
        expect(await port.payments.recordOnline(payment)).toEqual(booked);
        const { invoices } = await port.invoices.ofPolicyholder({ viewer: demoPeople.peter, onDay });
        const after = invoices.find((one) => one.invoiceNumber === invoice.invoiceNumber);
        expect(after?.payments).toEqual([{ receivedOn: onDay, amount: 100, source: 'online' }]);
      },
    },
    {
      name: 'refuses a payment for an invoice the insurer does not know',
      refusal: 'unknown-invoice',
      run: ({ port }) =>
        port.payments.recordOnline({
          paymentId: 'tr_contract_unknown',
          invoiceNumber: 'F-UNKNOWN',
          amount: 100,
          collectionCosts: 0,
          receivedOn: onDay,
        }),
    },
  ],
};
