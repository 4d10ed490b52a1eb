import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/iso-date.ts';
import { invoiceStatus } from '../invoice-status.ts';
import { dueDunningStep, dunningPayBy, nextDunningStep, scheduledDunningDate } from './dunning.ts';

const due = '2026-03-27';

describe('the arrears path by days overdue', () => {
  it.each([
    [invoiceStatus.open, due, 21, invoiceStatus.reminder],
    [invoiceStatus.reminder, '2026-04-17', 15, invoiceStatus.notice],
    [invoiceStatus.notice, '2026-05-02', 15, invoiceStatus.summons],
    [invoiceStatus.summons, '2026-05-17', 16, invoiceStatus.collectionAgency],
  ])(
    'from status %s since %s: nothing the day before day %s, then status %s',
    (status, since, days, next) => {
      expect(dueDunningStep(status, since, addDays(since, days - 1))).toBeUndefined();
      expect(dueDunningStep(status, since, addDays(since, days))?.to).toBe(next);
      expect(dueDunningStep(status, since, addDays(since, days + 40))?.to).toBe(next);
    },
  );

  it('takes one step at a time, whatever the days overdue', () => {
    expect(dueDunningStep(invoiceStatus.open, due, addDays(due, 400))?.to).toBe(invoiceStatus.reminder);
  });

  it.each([
    invoiceStatus.paymentArrangement,
    invoiceStatus.collectionAgency,
    invoiceStatus.debtRelief,
    invoiceStatus.bankruptcy,
    invoiceStatus.paid,
    invoiceStatus.directDebit,
  ])('never moves an invoice at status %s', (status) => {
    expect(nextDunningStep(status)).toBeUndefined();
    expect(dueDunningStep(status, due, addDays(due, 400))).toBeUndefined();
  });

  it('schedules the steps of an invoice nobody pays: 21, 36, 51 and 67 days after the due date', () => {
    expect(scheduledDunningDate(due, invoiceStatus.open)).toBe(due);
    expect(scheduledDunningDate(due, invoiceStatus.reminder)).toBe(addDays(due, 21));
    expect(scheduledDunningDate(due, invoiceStatus.notice)).toBe(addDays(due, 36));
    expect(scheduledDunningDate(due, invoiceStatus.summons)).toBe(addDays(due, 51));
    expect(scheduledDunningDate(due, invoiceStatus.collectionAgency)).toBe(addDays(due, 67));
  });

  it('gives each letter until the day before the next step to pay; the summons its statutory 14 days after arrival', () => {
    for (const status of [invoiceStatus.open, invoiceStatus.reminder, invoiceStatus.notice]) {
      const step = nextDunningStep(status)!;
      const next = nextDunningStep(step.to)!;
      expect(dunningPayBy(step, '2026-05-01')).toBe(addDays('2026-05-01', next.afterDays - 1));
    }
    expect(dunningPayBy(nextDunningStep(invoiceStatus.notice)!, '2026-05-01')).toBe('2026-05-16');
    expect(dunningPayBy(nextDunningStep(invoiceStatus.summons)!, '2026-05-01')).toBeNull();
  });
});
