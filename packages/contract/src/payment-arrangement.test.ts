import { type ArrangementInvoice, invoiceStatus, validatorMessages } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { PaymentArrangementRequest, paymentArrangementRequestFor } from './payment-arrangement.ts';

const today = '2026-03-10';
const invoices: ArrangementInvoice[] = [
  {
    invoiceNumber: '202602000011',
    status: { id: invoiceStatus.reminder },
    remaining: 14_250,
    premiePeriod: { startDate: '2026-02-01', endDate: '2026-02-28' },
  },
  {
    invoiceNumber: '202603000011',
    status: { id: invoiceStatus.open },
    remaining: 14_250,
    premiePeriod: { startDate: '2026-03-01', endDate: '2026-03-31' },
  },
  { invoiceNumber: '202603000012', status: { id: invoiceStatus.open }, remaining: 6_000, premiePeriod: null },
];
const request = {
  invoiceNumbers: ['202602000011'],
  numberOfTerms: 3,
  startDate: '2026-03-24',
  iban: 'NL91 ABNA 0417 1643 00',
  directDebitAuthorization: true,
};
const schema = paymentArrangementRequestFor({ today, invoices });

/** Each refused field with its key, as the wizard and the server's 400 name them. */
const refusals = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('POST Debitan/PaymentArrangements against the household and today', () => {
  it('takes the oldest premium in 3 terms from a business day after the reflection period', () => {
    expect(schema.parse(request)).toEqual({
      ...request,
      iban: 'NL91ABNA0417164300',
      replaceUnprocessed: false,
    });
  });

  it.each<[string, object, [string, string][]]>([
    ['no invoice', { invoiceNumbers: [] }, [['invoiceNumbers', validatorMessages.arrangementNoInvoice]]],
    [
      'the premium of this month, at its place in the list',
      { invoiceNumbers: ['202603000012', '202603000011'] },
      [['invoiceNumbers.1', validatorMessages.arrangementCurrentPremium]],
    ],
    [
      'an invoice twice',
      { invoiceNumbers: ['202602000011', '202602000011'] },
      [['invoiceNumbers', validatorMessages.invalidInput]],
    ],
    [
      '60 euro in 3 terms, one of 20 euro',
      { invoiceNumbers: ['202603000012'], numberOfTerms: 3 },
      [['numberOfTerms', validatorMessages.arrangementTermTooLow]],
    ],
    ['13 terms', { numberOfTerms: 13 }, [['numberOfTerms', validatorMessages.numberTooHigh]]],
    [
      'a first term too early',
      { startDate: '2026-03-23' },
      [['startDate', validatorMessages.arrangementStartTooEarly]],
    ],
    [
      'a first term on a Saturday',
      { startDate: '2026-03-28' },
      [['startDate', validatorMessages.arrangementStartNotBusinessDay]],
    ],
    ['a date that is none', { startDate: '2026-02-30' }, [['startDate', validatorMessages.invalidDate]]],
    ['no date', { startDate: '' }, [['startDate', validatorMessages.requiredField]]],
    ['no IBAN', { iban: ' ' }, [['iban', validatorMessages.requiredField]]],
    ['a wrong IBAN', { iban: 'NL91 ABNA 0417 1643 01' }, [['iban', validatorMessages.validIban]]],
    [
      'no authorisation',
      { directDebitAuthorization: false },
      [['directDebitAuthorization', validatorMessages.noConfirmation]],
    ],
  ])('refuses %s', (_what, change, expected) => {
    expect(refusals({ ...request, ...change })).toEqual(expected);
  });

  it('judges the terms only once the choice of invoices stands', () => {
    expect(refusals({ ...request, invoiceNumbers: ['202603000011'], numberOfTerms: 1 })).toEqual([
      ['invoiceNumbers.0', validatorMessages.arrangementCurrentPremium],
    ]);
  });

  it('leaves the household rules out of the plain schema the server parses first', () => {
    expect(
      PaymentArrangementRequest.safeParse({ ...request, invoiceNumbers: [], numberOfTerms: 40 }).success,
    ).toBe(true);
  });
});
