import { addBusinessDays, CONTACT_ANSWER_WORKING_DAYS, insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { Viewer } from '../values.ts';
import type { AreaCases } from './contract-case.ts';
import { demoPeople, storedFile } from './demo-world.ts';

const { jan, tim, peter } = demoPeople;

const question = (viewer: Viewer, customerNumber: string) => ({
  viewer,
  customerNumber,
  subject: 'invoice' as const,
  question: 'Waarom is mijn premie hoger dan vorige maand?',
  extraData: [{ key: 'InvoiceNumber' as const, value: '2026-000123' }],
  attachments: [storedFile('rekening.pdf')],
  receivedAt: new Date().toISOString(),
});

export const contactCases: AreaCases<'contact'> = {
  sendQuestion: [
    {
      name: "takes a policyholder's question about his son under 16, answered within five working days",
      async run({ port }) {
        const input = question(jan, tim.customerNumber);
        const answer = await port.contact.sendQuestion(input, { key: crypto.randomUUID() });
        const receivedOn = insurerToday(new Date(input.receivedAt));
        expect(answer).toEqual({
          reference: expect.stringMatching(/^VR-[0-9A-F]{8}$/),
          receivedOn,
          answerBy: addBusinessDays(receivedOn, CONTACT_ANSWER_WORKING_DAYS),
        });
      },
    },
    {
      name: 'refuses a question about someone of another household',
      refusal: 'not-in-household',
      run: ({ port }) =>
        port.contact.sendQuestion(question(jan, peter.customerNumber), { key: crypto.randomUUID() }),
    },
    {
      name: 'refuses a question of someone without any policy to print the answer under',
      refusal: 'no-policy',
      run: ({ port }) => {
        const stranger = { customerNumber: '99999999', role: 'H' as const };
        return port.contact.sendQuestion(question(stranger, stranger.customerNumber), {
          key: crypto.randomUUID(),
        });
      },
    },
  ],
};
