import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-texts.ts';

const paid = { declarationId: 'D7', amountCents: 12_000, paidOutOn: '2026-11-26', paidTo: 'insured' };

describe('notificationText', () => {
  it('writes a paid claim in the language asked for, with amount and payout date', () => {
    expect(notificationText('claimPaid', paid, 'nl')).toMatchObject({
      subject: 'Uw declaratie D7 wordt uitbetaald',
      summary: expect.stringMatching(
        /^Wij maken op 26 november 2026 €\s120,00 voor declaratie D7 over naar uw rekening\.$/,
      ),
    });
    expect(notificationText('claimPaid', paid, 'en')).toMatchObject({
      subject: 'Your claim D7 is being paid',
      summary: expect.stringMatching(
        /^We transfer €\s120,00 for claim D7 to your account on 26 November 2026\.$/,
      ),
    });
  });

  it('says so when the money went to the care provider', () => {
    expect(notificationText('claimPaid', { ...paid, paidTo: 'provider' }, 'nl').summary).toContain(
      'aan de zorgverlener',
    );
    expect(notificationText('claimPaid', { ...paid, paidTo: 'provider' }, 'en').summary).toContain(
      'to the care provider',
    );
  });

  it('ends every e-mail with where to see it and how to turn it off, in the same language', () => {
    const late = { invoiceNumber: 'F1', amountCents: 5000, dueDate: '2026-11-01' };
    expect(notificationText('paymentLate', late, 'nl').body).toMatch(/1 november 2026[\s\S]*Instellingen\.$/);
    expect(notificationText('paymentLate', late, 'en').body).toMatch(/1 November 2026[\s\S]*Settings\.$/);
    expect(notificationText('letterArrived', { title: 'Afhandeling' }, 'en').subject).toBe(
      'A new letter in your message box',
    );
  });

  it("names a new letter by its title in the reader's language", () => {
    const titles = { title: 'Afhandeling declaratie D1', titleEn: 'Decision on claim D1' };
    expect(notificationText('letterArrived', titles, 'en').summary).toContain('"Decision on claim D1"');
    expect(notificationText('letterArrived', titles, 'nl').summary).toContain('"Afhandeling declaratie D1"');
  });
});
