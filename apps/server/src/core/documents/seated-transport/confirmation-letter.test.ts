import { describe, expect, it } from 'vitest';
import type { customers } from '../../../db/schema.ts';
import { confirmationLetterText, type LetterFacts } from './confirmation-letter.ts';

const patient = {
  customerNumber: '20000001',
  firstName: 'Jan',
  initials: 'J.',
  prefix: 'de',
  lastName: 'Vries',
  gender: 'male',
  birthDate: '1980-03-14',
} as unknown as typeof customers.$inferSelect;

const facts = (overrides: Partial<LetterFacts>): LetterFacts => ({
  reference: 'ZV-2026-00123',
  receivedDate: '2026-11-25',
  startDate: '2026-12-01',
  endDate: '2027-05-31',
  travelMode: 'own-car',
  labelCode: 'default',
  policyNumber: '100000000001',
  assessment: { status: 'approved', reason: 'U bent voor uw vervoer afhankelijk van een rolstoel.' },
  ...overrides,
});

describe('confirmationLetterText', () => {
  it('names the short reference as the letter’s Kenmerk', () => {
    expect(confirmationLetterText(patient, facts({})).details).toContainEqual(['Kenmerk', 'ZV-2026-00123']);
  });

  it('says on an approval what the travel mode is paid and the yearly own contribution', () => {
    const text = confirmationLetterText(patient, facts({}))
      .paragraphs.join('\n')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('€ 0,34 per kilometer');
    expect(text).toContain('eigen bijdrage van € 113,00');
    const byTrain = confirmationLetterText(patient, facts({ travelMode: 'public-transport' })).paragraphs;
    expect(byTrain.join('\n')).toContain('2e klas');
  });

  it('says nothing about reimbursement on a refusal', () => {
    const refused = facts({ assessment: { status: 'rejected', reason: 'Niet gedekt.' } });
    const text = confirmationLetterText(patient, refused).paragraphs.join('\n');
    expect(text).toContain('afgewezen');
    expect(text).not.toContain('eigen bijdrage');
  });
});
