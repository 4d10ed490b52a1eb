import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-texts.ts';

const paid = { declarationId: 'D7', amountCents: 12_000, paidOutOn: '2026-11-26', paidTo: 'insured' };
const brand = { brandName: 'Aemstel Verzekeringen', shortName: 'Aemstel' };

describe('notificationText', () => {
  it('writes a paid claim in the language asked for, with amount and payout date', () => {
    expect(notificationText('claimPaid', paid, 'nl', brand)).toMatchObject({
      subject: 'Uw declaratie D7 wordt uitbetaald',
      summary: expect.stringMatching(
        /^Wij maken op 26 november 2026 €\s120,00 voor declaratie D7 over naar uw rekening\.$/,
      ),
    });
    expect(notificationText('claimPaid', paid, 'en', brand)).toMatchObject({
      subject: 'Your claim D7 is being paid',
      summary: expect.stringMatching(
        /^We transfer €\s120,00 for claim D7 to your account on 26 November 2026\.$/,
      ),
    });
  });

  it('says so when the money went to the care provider', () => {
    expect(notificationText('claimPaid', { ...paid, paidTo: 'provider' }, 'nl', brand).summary).toContain(
      'aan de zorgverlener',
    );
    expect(notificationText('claimPaid', { ...paid, paidTo: 'provider' }, 'en', brand).summary).toContain(
      'to the care provider',
    );
  });

  it('ends every e-mail with where to see it, the label that sends it and where to choose, in the same language', () => {
    const late = { invoiceNumber: 'F1', amountCents: 5000, dueDate: '2026-11-01' };
    expect(notificationText('paymentLate', late, 'nl', brand).body).toMatch(
      /1 november 2026[\s\S]*Log in op Mijn Aemstel om te betalen\.[\s\S]*Aemstel Verzekeringen[\s\S]*Instellingen\.$/,
    );
    expect(notificationText('paymentLate', late, 'en', brand).body).toMatch(
      /1 November 2026[\s\S]*Log in to Mijn Aemstel to pay it\.[\s\S]*Aemstel Verzekeringen[\s\S]*Settings\.$/,
    );
  });

  it('says of a new letter only that it waits in Mijn <label>, never what it is about', () => {
    const letter = notificationText('letterArrived', {}, 'nl', brand);
    expect(letter).toMatchObject({
      subject: 'Nieuwe brief in Mijn Aemstel',
      summary: 'Er staat een nieuwe brief voor u klaar in Mijn Aemstel.',
    });
    expect(letter.body).toContain('Log in op Mijn Aemstel om de brief te lezen.');
    expect(notificationText('letterArrived', {}, 'en', brand)).toMatchObject({
      subject: 'A new letter in Mijn Aemstel',
      summary: 'A new letter is waiting for you in Mijn Aemstel.',
    });
    // Facts a caller might still pass (a title naming care or a claim) never reach the text.
    const titled = { title: 'Besluit over uw aanvraag zorg in het buitenland' };
    expect(notificationText('letterArrived', titled, 'nl', brand).body).not.toContain('buitenland');
  });
});
