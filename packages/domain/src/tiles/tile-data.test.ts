import { describe, expect, it } from 'vitest';
import { arrangeTiles } from './tile-arrangement.ts';
import { isPayableInvoice, tileHasContent } from './tile-data.ts';

const invoice = (id: number, remaining = 10_000) => ({ status: { id }, remaining });

describe('tileHasContent (spec §4 data rules)', () => {
  it('messages: unread in the last 6 months', () => {
    expect(tileHasContent('messages', { unreadMessagesLast6Months: 1 })).toBe(true);
    expect(tileHasContent('messages', { unreadMessagesLast6Months: 0 })).toBe(false);
    expect(tileHasContent('messages', {})).toBe(false);
  });

  it('open invoices: payable ones exist (open, reminder, notice, summons with money left)', () => {
    for (const id of [1, 2, 3, 4, 6]) expect(isPayableInvoice(invoice(id))).toBe(true);
    for (const id of [5, 7, 8, 9, 10]) expect(isPayableInvoice(invoice(id))).toBe(false);
    expect(isPayableInvoice(invoice(1, 0))).toBe(false);
    expect(tileHasContent('open-invoices', { invoices: [invoice(9), invoice(2)] })).toBe(true);
    expect(tileHasContent('open-invoices', { invoices: [invoice(9)] })).toBe(false);
  });

  it('payment arrangement: arrangement invoices exist', () => {
    expect(tileHasContent('payment-arrangement', { invoices: [invoice(5)] })).toBe(true);
    expect(tileHasContent('payment-arrangement', { invoices: [invoice(1)] })).toBe(false);
  });

  it('good news: invoices known and none payable or in an arrangement', () => {
    expect(tileHasContent('good-news', { invoices: [invoice(9), invoice(10)] })).toBe(true);
    expect(tileHasContent('good-news', { invoices: [] })).toBe(true);
    expect(tileHasContent('good-news', { invoices: [invoice(9), invoice(1)] })).toBe(false);
    expect(tileHasContent('good-news', { invoices: [invoice(5)] })).toBe(false);
    expect(tileHasContent('good-news', {})).toBe(false);
  });

  it('ehic: digital card info for the customer user', () => {
    expect(
      tileHasContent('ehic', { customerNumber: '20000001', digitalCardCustomerNumbers: ['20000001'] }),
    ).toBe(true);
    expect(
      tileHasContent('ehic', { customerNumber: '20000001', digitalCardCustomerNumbers: ['20000004'] }),
    ).toBe(false);
  });

  it("declarations: one with status 0 'Afgehandeld'", () => {
    expect(tileHasContent('declarations', { declarationStatuses: [1, 0] })).toBe(true);
    expect(tileHasContent('declarations', { declarationStatuses: [1, 2] })).toBe(false);
  });

  it('insurance right: isCheckRequired', () => {
    expect(tileHasContent('insurance-right', { insuranceRightCheckRequired: true })).toBe(true);
    expect(tileHasContent('insurance-right', { insuranceRightCheckRequired: false })).toBe(false);
  });

  it('excess and dental need a total; marketing, the damage-insurance discount too, always shows', () => {
    expect(tileHasContent('excess', { excessTotal: 38_500 })).toBe(true);
    expect(tileHasContent('excess', { excessTotal: 0 })).toBe(false);
    expect(tileHasContent('dental', { dentalTotal: 50_000 })).toBe(true);
    expect(tileHasContent('dental', {})).toBe(false);
    expect(tileHasContent('marketing', {})).toBe(true);
    expect(tileHasContent('damage-insurance', {})).toBe(true);
  });
});

describe('arrangeTiles', () => {
  const tile = (name: string, desktop: [number, number], mobile: [number, number]) => ({
    name,
    priorityAndPosition: {
      desktop: { priority: desktop[0], position: desktop[1] },
      mobile: { priority: mobile[0], position: mobile[1] },
    },
  });
  const tiles = [tile('a', [3, 1], [1, 3]), tile('b', [1, 3], [2, 1]), tile('c', [2, 2], [3, 2])];

  it('keeps the most important tiles and orders them by position, per device', () => {
    expect(arrangeTiles(tiles, 'desktop').map((t) => t.name)).toEqual(['a', 'c', 'b']);
    expect(arrangeTiles(tiles, 'desktop', 2).map((t) => t.name)).toEqual(['c', 'b']);
    expect(arrangeTiles(tiles, 'mobile', 2).map((t) => t.name)).toEqual(['b', 'a']);
  });
});
