import { describe, expect, it } from 'vitest';
import { invoiceStatus } from '../invoice-status.ts';
import {
  type DueInvoiceFacts,
  daysOverdue,
  isOverdue,
  isSignalledEarly,
  overdueSince,
  payFirst,
  premiumArrearsDays,
  transferShowsBy,
} from './overdue.ts';

const october = { startDate: '2026-10-01', endDate: '2026-10-31' };

const invoice = (changes: Partial<DueInvoiceFacts> = {}): DueInvoiceFacts => ({
  status: { id: invoiceStatus.open },
  remaining: 13_230,
  expirationDate: '2026-10-28',
  premiePeriod: october,
  ...changes,
});

describe('daysOverdue, on a pinned day', () => {
  it.each([
    ['2026-10-27', 0],
    ['2026-10-28', 0],
    ['2026-10-29', 1],
    ['2026-12-07', 40],
  ])('counts an open bill due on 28 October on %s as %i days late', (today, days) => {
    expect(daysOverdue(invoice(), today)).toBe(days);
    expect(isOverdue(invoice(), today)).toBe(days > 0);
  });

  it('never counts a bill the customer need not pay: paid, collected by direct debit or in an arrangement', () => {
    for (const status of [invoiceStatus.paid, invoiceStatus.directDebit, invoiceStatus.paymentArrangement]) {
      expect(daysOverdue(invoice({ status: { id: status } }), '2026-12-07')).toBe(0);
    }
    expect(daysOverdue(invoice({ remaining: 0 }), '2026-12-07')).toBe(0);
  });

  it('is late from the day after the due date, the day it counts as 1, across a month end', () => {
    expect(overdueSince(invoice())).toBe('2026-10-29');
    expect(daysOverdue(invoice(), overdueSince(invoice()))).toBe(1);
    expect(overdueSince(invoice({ expirationDate: '2026-10-31' }))).toBe('2026-11-01');
  });
});

describe('payFirst', () => {
  it('keeps the bills to pay, the longest overdue first', () => {
    const bills = [
      { ...invoice({ expirationDate: '2026-11-27' }), invoiceNumber: 'b' },
      { ...invoice({ status: { id: invoiceStatus.paid }, remaining: 0 }), invoiceNumber: 'paid' },
      { ...invoice({ status: { id: invoiceStatus.reminder } }), invoiceNumber: 'a' },
      { ...invoice({ expirationDate: '2026-12-24' }), invoiceNumber: 'c' },
    ];
    expect(payFirst(bills).map((bill) => bill.invoiceNumber)).toEqual(['a', 'b', 'c']);
  });
});

describe('early signalling (spec §9: 30 to 100 days of premium arrears), on a pinned day', () => {
  it.each([
    ['2026-11-26', 29, false],
    ['2026-11-27', 30, true],
    ['2027-02-05', 100, true],
    ['2027-02-06', 101, false],
  ])('on %s a premium due on 28 October is %i days late: signalled %s', (today, days, signalled) => {
    const arrears = premiumArrearsDays([invoice(), invoice({ expirationDate: '2026-11-27' })], today);
    expect(arrears).toBe(days);
    expect(isSignalledEarly(arrears)).toBe(signalled);
  });

  it('counts premiums only: an overdue excess bill is no premium arrears', () => {
    expect(premiumArrearsDays([invoice({ premiePeriod: null })], '2026-12-07')).toBe(0);
    expect(premiumArrearsDays([], '2026-12-07')).toBe(0);
  });
});

describe('the unpaid-bill tip: a transfer shows within 3 working days (spec §9)', () => {
  it.each([
    ['2026-12-08', '2026-12-11', 'Tuesday to Friday'],
    ['2026-12-09', '2026-12-14', 'Wednesday over the weekend to Monday'],
    ['2026-12-04', '2026-12-09', 'Friday to Wednesday'],
    ['2026-12-23', '2026-12-29', 'over Christmas and a weekend'],
    ['2027-03-25', '2027-04-01', 'over Good Friday, Easter and Easter Monday'],
  ])('made on %s it shows by %s (%s)', (today, shows) => {
    expect(transferShowsBy(today)).toBe(shows);
  });
});
