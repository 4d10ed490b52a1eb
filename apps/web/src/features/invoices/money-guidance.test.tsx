import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { testInvoice } from '../../test/invoices.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MoneyGuidance } from './money-guidance.tsx';

/** An open premium due on 28 October 2026. */
const premium = testInvoice('202610000021', { expirationDate: '2026-10-28' });

const guide = (today: string, invoices = [premium]) =>
  renderWithProviders(<MoneyGuidance invoices={invoices} today={today} />);

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('MoneyGuidance: early signalling between 30 and 100 days of premium arrears (spec §9)', () => {
  it.each([
    ['2026-11-26', null],
    ['2026-11-27', 30],
    ['2027-02-05', 100],
    ['2027-02-06', null],
  ])('on %s tells of early signalling: %s days', async (today, days) => {
    guide(today);
    await screen.findByText('Al betaald?');
    const notice = screen.queryByRole('link', { name: 'Naar geldfit.nl' });
    if (days === null) {
      expect(notice).not.toBeInTheDocument();
      expect(screen.queryByText('Hulp bij betalingsproblemen')).not.toBeInTheDocument();
    } else {
      expect(notice).toHaveAttribute('href', 'https://www.geldfit.nl');
      expect(
        screen.getByText(
          `Uw premie is ${days} dagen te laat. Een premieachterstand van 30 dagen of meer geven wij door aan de gemeente waar u woont. Dat heet vroegsignalering: de gemeente kan dan contact met u opnemen en u gratis helpen met uw geldzorgen.`,
        ),
      ).toBeInTheDocument();
    }
  });

  it('says nothing of it for an overdue bill that is not a premium', async () => {
    guide('2026-12-07', [testInvoice('202610000062', { expirationDate: '2026-10-28', premiePeriod: null })]);
    await screen.findByText('Al betaald?');
    expect(screen.queryByText('Hulp bij betalingsproblemen')).not.toBeInTheDocument();
  });
});

describe('MoneyGuidance: the unpaid-bill tip, 3 working days (spec §9)', () => {
  it.each([
    ['2026-12-08', '11 december 2026'],
    ['2026-12-04', '9 december 2026'],
    ['2026-12-23', '29 december 2026'],
  ])('on %s says a transfer made today shows by %s', async (today, date) => {
    guide(today);
    expect(
      await screen.findByText(
        `Een overboeking kan 3 werkdagen duren voordat wij hem zien. Heeft u vandaag overgemaakt, dan staat de betaling hier uiterlijk op ${date}. Betaal dan niet nog een keer.`,
      ),
    ).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    guide('2026-12-07');
    expect(await screen.findByText('Help with payment problems')).toBeInTheDocument();
    expect(screen.getByText(/^Your premium is 40 days overdue\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'A bank transfer can take 3 working days to reach us. If you transferred today, you will see the payment here by 10 December 2026 at the latest. Please do not pay twice.',
      ),
    ).toBeInTheDocument();
  });
});
