import { describe, expect, it } from 'vitest';
import { invoiceStatus } from '../invoice-status.ts';
import {
  type ArrangementInvoice,
  arrangementBlockOf,
  isOwedInvoice,
  oldestOpenPremium,
} from './arrangement-invoice.ts';
import { arrangementMessages } from './arrangement-messages.ts';
import { selectedTotal, selectionIssues } from './arrangement-selection.ts';
import { firstTermWindow, startDateIssue } from './arrangement-start.ts';
import { mostTermsFor, splitIntoTerms, termSchedule, termsIssue } from './arrangement-terms.ts';

/** A Tuesday in March, with no holiday near it. */
const today = '2026-03-10';

const premium = (
  month: string,
  statusId: number = invoiceStatus.open,
  remaining = 14_250,
  months = 1,
): ArrangementInvoice => {
  const [year, first] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, first - 1 + months, 0)).toISOString().slice(0, 10);
  return {
    invoiceNumber: `P${month}`,
    status: { id: statusId },
    remaining,
    premiePeriod: { startDate: `${month}-01`, endDate: last },
  };
};
const excess = (
  invoiceNumber: string,
  statusId: number = invoiceStatus.open,
  remaining = 38_500,
): ArrangementInvoice => ({ invoiceNumber, status: { id: statusId }, remaining, premiePeriod: null });

describe('which invoice may join an arrangement (spec §5), one rule a row', () => {
  const february = premium('2026-02', invoiceStatus.reminder);
  it.each<[string, ArrangementInvoice, ArrangementInvoice[], string | null]>([
    ['an open excess bill of 385 euro', excess('E1'), [], null],
    ['the oldest open premium, of last month, with a reminder', february, [], null],
    ['an excess bill of exactly 50 euro', excess('E1', invoiceStatus.open, 5_000), [], null],
    ['an excess bill of 49.99 euro', excess('E1', invoiceStatus.open, 4_999), [], 'below-minimum'],
    ['the oldest premium with 49.99 euro left', premium('2026-02', 1, 4_999), [], 'below-minimum'],
    ['a paid invoice', excess('E1', invoiceStatus.paid, 0), [], 'paid'],
    ['an open invoice with nothing left to pay', excess('E1', invoiceStatus.open, 0), [], 'paid'],
    [
      'an invoice already in an arrangement',
      excess('E1', invoiceStatus.paymentArrangement),
      [],
      'in-arrangement',
    ],
    [
      'an invoice at the collection agency',
      excess('E1', invoiceStatus.collectionAgency),
      [],
      'collection-agency',
    ],
    ['an invoice in debt relief', excess('E1', invoiceStatus.debtRelief), [], 'debt-relief'],
    ['an invoice in bankruptcy', excess('E1', invoiceStatus.bankruptcy), [], 'bankruptcy'],
    [
      'an invoice with a scheduled direct debit',
      premium('2026-02', invoiceStatus.directDebit),
      [],
      'direct-debit',
    ],
    ['a yearly premium', premium('2026-01', invoiceStatus.open, 170_000, 12), [], 'yearly-premium'],
    ['a premium of eleven months', premium('2026-01', invoiceStatus.open, 150_000, 11), [], null],
    ['the premium of this month', premium('2026-03'), [], 'current-premium'],
    ['the premium of next month', premium('2026-04'), [], 'current-premium'],
    [
      'a later premium while an older one is open',
      premium('2026-02'),
      [premium('2026-01')],
      'not-oldest-premium',
    ],
    [
      'a premium whose older one is in an arrangement already',
      premium('2026-02'),
      [premium('2026-01', invoiceStatus.paymentArrangement)],
      null,
    ],
    [
      'a premium whose older one is paid',
      premium('2026-02'),
      [premium('2026-01', invoiceStatus.paid, 0)],
      null,
    ],
    [
      'a premium whose older one is collected by direct debit',
      premium('2026-02'),
      [premium('2026-01', invoiceStatus.directDebit)],
      null,
    ],
  ])('%s: %s', (_what, invoice, others, expected) => {
    expect(arrangementBlockOf(invoice, [invoice, ...others], today)).toBe(expected);
  });

  it('judges this month by the given day: a premium of March may join from 1 April', () => {
    const march = premium('2026-03');
    expect(arrangementBlockOf(march, [march], '2026-03-31')).toBe('current-premium');
    expect(arrangementBlockOf(march, [march], '2026-04-01')).toBeNull();
  });

  it('names the oldest open premium by its period, whatever the order of the list', () => {
    const [january, february] = [premium('2026-01', invoiceStatus.notice), premium('2026-02')];
    expect(oldestOpenPremium([february, january, excess('E1')])).toBe(january);
    expect(oldestOpenPremium([excess('E1')])).toBeNull();
  });

  it('lists as owed what still has money to pay and is not paid', () => {
    expect(isOwedInvoice(excess('E1'))).toBe(true);
    expect(isOwedInvoice(excess('E1', invoiceStatus.paymentArrangement))).toBe(true);
    expect(isOwedInvoice(excess('E1', invoiceStatus.paid, 0))).toBe(false);
    expect(isOwedInvoice(excess('E1', invoiceStatus.open, 0))).toBe(false);
  });
});

describe('a choice of invoices (spec §5)', () => {
  const household = [
    premium('2026-01', invoiceStatus.reminder),
    premium('2026-02'),
    premium('2026-03'),
    excess('E1'),
    excess('E2', invoiceStatus.paymentArrangement),
  ];
  it.each<[string, string[], ReturnType<typeof selectionIssues>]>([
    ['at least one invoice', [], [{ code: 'none-selected' }]],
    ['the oldest premium alone', ['P2026-01'], []],
    ['the oldest premium and an excess bill', ['P2026-01', 'E1'], []],
    [
      'at most one premium',
      ['P2026-01', 'P2026-02'],
      [
        { code: 'more-than-one-premium' },
        { code: 'not-oldest-premium', invoiceNumber: 'P2026-02', index: 1 },
      ],
    ],
    [
      'each chosen invoice by its own rule',
      ['E1', 'E2'],
      [{ code: 'in-arrangement', invoiceNumber: 'E2', index: 1 }],
    ],
    [
      'an invoice the household does not hold',
      ['X9'],
      [{ code: 'unknown-invoice', invoiceNumber: 'X9', index: 0 }],
    ],
  ])('%s', (_rule, selected, expected) => {
    expect(selectionIssues(selected, household, today)).toEqual(expected);
  });

  it('adds up what the chosen invoices still owe', () => {
    expect(selectedTotal(['P2026-01', 'E1'], household)).toBe(14_250 + 38_500);
    expect(selectedTotal([], household)).toBe(0);
  });

  it('explains every rule with a validators key', () => {
    for (const key of Object.values(arrangementMessages)) expect(key).toMatch(/^validators\.[a-z-]+$/);
  });
});

describe('the terms (spec §9: 2 to 12, each at least 25 euro)', () => {
  it.each<[number, number, number[]]>([
    [10_000, 2, [5_000, 5_000]],
    [10_001, 3, [3_334, 3_334, 3_333]],
    [14_250, 3, [4_750, 4_750, 4_750]],
    [38_500, 12, [3_209, 3_209, 3_209, 3_209, 3_208, 3_208, 3_208, 3_208, 3_208, 3_208, 3_208, 3_208]],
  ])('splits %i cents over %i terms exactly', (total, count, terms) => {
    expect(splitIntoTerms(total, count)).toEqual(terms);
    expect(terms.reduce((sum, term) => sum + term, 0)).toBe(total);
  });

  it('refuses to split what is no amount or into no terms', () => {
    expect(() => splitIntoTerms(100.5, 2)).toThrow(RangeError);
    expect(() => splitIntoTerms(10_000, 0)).toThrow(RangeError);
  });

  it.each<[number, number, string | null]>([
    [10_000, 1, 'too-few-terms'],
    [10_000, 2, null],
    [10_000, 4, null],
    [10_000, 5, 'term-too-low'],
    [9_999, 4, 'term-too-low'],
    [9_999, 3, null],
    [1_000_000, 12, null],
    [1_000_000, 13, 'too-many-terms'],
    [5_000, 2, null],
    [4_999, 2, 'term-too-low'],
  ])('%i cents in %i terms: %s', (total, count, expected) => {
    expect(termsIssue(total, count)).toBe(expected);
  });

  it.each([
    [4_999, 1],
    [5_000, 2],
    [14_250, 5],
    [30_000, 12],
    [1_000_000, 12],
  ])('allows %i cents at most %i terms', (total, most) => {
    expect(mostTermsFor(total)).toBe(most);
  });
});

describe('the first term (spec §9: after the 14-day reflection period, on a business day)', () => {
  it.each<[string, string, string]>([
    ['a Tuesday: 14 days later, a Tuesday', '2026-03-10', '2026-03-24'],
    ['a Saturday: 14 days later is a Saturday, so the Monday after', '2026-03-14', '2026-03-30'],
    ['20 March: 14 days later is Good Friday, then Easter, so the Tuesday after', '2026-03-20', '2026-04-07'],
  ])('asked on %s', (_what, asked, earliest) => {
    expect(firstTermWindow(asked).earliest).toBe(earliest);
  });

  it.each<[string, string, string]>([
    ['30 days after the reflection period, a Thursday', '2026-03-10', '2026-04-23'],
    ['a Sunday 30 days after it, so the Friday before', '2026-03-20', '2026-05-01'],
  ])('ends %s', (_what, asked, latest) => {
    expect(firstTermWindow(asked).latest).toBe(latest);
  });

  it.each<[string, string | null]>([
    ['2026-03-23', 'start-too-early'],
    ['2026-03-24', null],
    ['2026-04-23', null],
    ['2026-04-24', 'start-too-late'],
    ['2026-03-28', 'start-not-business-day'],
    ['2026-04-03', 'start-not-business-day'],
    ['2026-04-06', 'start-not-business-day'],
    ['2026-04-07', null],
  ])('asked on 10 March 2026, a first term on %s: %s', (start, expected) => {
    expect(startDateIssue(start, today)).toBe(expected);
  });

  it.each<[string, number, string[]]>([
    // 24 May 2026 is Whit Sunday and the 25th Whit Monday.
    ['2026-03-24', 3, ['2026-03-24', '2026-04-24', '2026-05-26']],
    ['2026-01-30', 3, ['2026-01-30', '2026-03-02', '2026-03-30']],
    ['2026-03-27', 2, ['2026-03-27', '2026-04-28']],
  ])('collects terms from %s monthly on business days (%i terms)', (start, count, dates) => {
    const schedule = termSchedule(10_000 * count + 1, count, start);
    expect(schedule.map((term) => term.dueDate)).toEqual(dates);
    expect(schedule.map((term) => term.amountCents)).toEqual(splitIntoTerms(10_000 * count + 1, count));
  });
});
